// The plan form (spec part 2 §3 Plan, §5 plan form, §8): name, language, the SED weekdays, the three
// monthly quotas, the cancellation notice (docs/decisions/024) and 'Plan predeterminado'. Save is POST (new) or PATCH (edit); a 422 goes onto the
// fields, any other failure (the server's words, or 'Error al guardar el plan') above the buttons.
import { Link, useNavigate } from 'react-router';
import { useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { MAX_CANCEL_NOTICE_HOURS } from '@charla/domain/booking';
import { PlanCreateInput, type Plan } from '@charla/domain/plans';
import { Button, buttonClass } from '@/components/button';
import { applyServerErrors } from '@/components/form/apply-server-errors';
import { CheckboxField } from '@/components/form/checkbox-field';
import { CheckboxGroupField } from '@/components/form/checkbox-group-field';
import { Form, FormFooter, useFormId } from '@/components/form/form';
import { NumberField } from '@/components/form/number-field';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-fields';
import { useZodForm } from '@/components/form/use-zod-form';
import { ApiError, REQUEST_FAILED_MESSAGE } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useSavePlan, type PlanValues } from '../api/save-plan';
import { LANGUAGE_OPTIONS, planFormDefaults, totalQuotaNote, WEEKDAY_OPTIONS } from './plan-form-values';
import { PLAN_FORM_TEXTS as T } from './texts';

/**
 * The three monthly quotas and, in the spec's quota slot (part 2 §5: "A quota error slot exists"), what
 * they mean together; the note describes each quota's field while it shows.
 */
function QuotaFields() {
  const noteId = `${useFormId()}-quota-note`;
  const [reading, speaking, total] = useWatch({
    name: ['maximum_reading_sessions', 'maximum_speaking_sessions', 'maximum_total_sessions'],
  });
  const note = totalQuotaNote({
    maximum_reading_sessions: reading,
    maximum_speaking_sessions: speaking,
    maximum_total_sessions: total,
  });
  const quota = (name: string, label: string) => (
    <NumberField
      name={name}
      label={label}
      // Spec part 2 §5: a quota that is not a number becomes 0.
      emptyValue={0}
      min={0}
      step={1}
      inputMode="numeric"
      {...(note ? { describedBy: noteId } : {})}
    />
  );
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-slate-800">{T.quotas}</legend>
      <p className="text-sm text-slate-600">{T.quotasHint}</p>
      <div className="grid gap-4 sm:grid-cols-3">
        {quota('maximum_reading_sessions', T.reading)}
        {quota('maximum_speaking_sessions', T.speaking)}
        {quota('maximum_total_sessions', T.total)}
      </div>
      <p
        id={noteId}
        aria-live="polite"
        className={note ? 'rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900' : 'sr-only'}
      >
        {note}
      </p>
    </fieldset>
  );
}

export function PlanForm({ plan }: { plan?: Plan | undefined }) {
  const navigate = useNavigate();
  const form = useZodForm(PlanCreateInput, { defaultValues: planFormDefaults(plan) });
  const save = useSavePlan();

  const onSubmit = (values: PlanValues) =>
    save.mutate(
      { id: plan?.id, values },
      {
        onSuccess: () => {
          toast.success(plan ? T.updated : T.created);
          navigate(paths.admin.plans.list);
        },
        onError: (failure) => {
          // A 401 has already ended the session (api-client); the guards take the user to /login.
          if (failure instanceof ApiError && failure.status === 401) return;
          const hasServerWords =
            failure instanceof ApiError && failure.message && failure.message !== REQUEST_FAILED_MESSAGE;
          applyServerErrors(form, hasServerWords ? failure : new Error(T.saveError));
        },
      },
    );

  return (
    <Form form={form} onSubmit={onSubmit} className="space-y-6">
      <div className="space-y-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <TextField name="name" label={T.name} autoComplete="off" required />
        <SelectField name="language" label={T.language} options={LANGUAGE_OPTIONS} required />
        <CheckboxGroupField
          name="sed_submission_days"
          label={T.sedDays}
          hint={T.sedDaysHint}
          options={WEEKDAY_OPTIONS}
        />
        <QuotaFields />
        <NumberField
          name="cancel_notice_hours"
          label={T.cancelNotice}
          hint={T.cancelNoticeHint}
          min={0}
          max={MAX_CANCEL_NOTICE_HOURS}
          step={1}
          inputMode="numeric"
          className="sm:max-w-40"
        />
        <CheckboxField name="is_default" label={T.isDefault} hint={T.isDefaultHint} />
      </div>
      <FormFooter>
        <Link to={paths.admin.plans.list} className={buttonClass('secondary')}>
          {T.cancel}
        </Link>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? T.saving : plan ? T.update : T.create}
        </Button>
      </FormFooter>
    </Form>
  );
}
