// The range and filters of /admin/insights (issue 51): two dates and a tutor and a plan, each change
// asking the server again. An empty choice is no filter.
import { useId } from 'react';
import type { Plan } from '@charla/domain/plans';
import type { Tutor } from '@charla/domain/tutors';
import { controlClass } from '@/components/form/field-shell';
import { useResourceLookup } from '@/components/resource-list/use-resource-lookup';
import { INSIGHTS_TEXTS as T } from './texts';

export interface InsightsFilterValues {
  from: string;
  to: string;
  tutor_id: string;
  plan_id: string;
}

interface InsightsFiltersProps {
  values: InsightsFilterValues;
  onChange: (values: InsightsFilterValues) => void;
  /** Why the range can't be asked for (Spanish), shown under the dates. */
  problem?: string;
}

export function InsightsFilters({ values, onChange, problem }: InsightsFiltersProps) {
  const id = useId();
  const tutors = useResourceLookup<Tutor>('tutors');
  const plans = useResourceLookup<Plan>('plans');
  const set = (key: keyof InsightsFilterValues) => (event: { target: { value: string } }) =>
    onChange({ ...values, [key]: event.target.value });
  const label = 'block text-sm font-medium text-slate-800';
  return (
    <div className="space-y-2">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-1.5">
          <label htmlFor={`${id}-from`} className={label}>
            {T.from}
          </label>
          <input
            id={`${id}-from`}
            type="date"
            value={values.from}
            onChange={set('from')}
            className={controlClass(!!problem)}
          />
        </div>
        <div className="space-y-1.5">
          <label htmlFor={`${id}-to`} className={label}>
            {T.to}
          </label>
          <input
            id={`${id}-to`}
            type="date"
            value={values.to}
            onChange={set('to')}
            className={controlClass(!!problem)}
          />
        </div>
        <div className="space-y-1.5">
          <label htmlFor={`${id}-tutor`} className={label}>
            {T.tutor}
          </label>
          <select id={`${id}-tutor`} value={values.tutor_id} onChange={set('tutor_id')} className={controlClass(false)}>
            <option value="">{T.allTutors}</option>
            {(tutors.data ?? []).map((tutor) => (
              <option key={tutor.id} value={tutor.id}>
                {tutor.public_name}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1.5">
          <label htmlFor={`${id}-plan`} className={label}>
            {T.plan}
          </label>
          <select id={`${id}-plan`} value={values.plan_id} onChange={set('plan_id')} className={controlClass(false)}>
            <option value="">{T.allPlans}</option>
            {(plans.data ?? []).map((plan) => (
              <option key={plan.id} value={plan.id}>
                {plan.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      {problem ? (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
