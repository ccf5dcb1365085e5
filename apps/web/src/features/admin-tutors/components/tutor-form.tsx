// The tutor form (spec part 2 §2, §5, §8): the user (a searchable pick, required, locked when editing),
// the public name, the time zone (IANA, default America/Costa_Rica), the languages they teach (decision
// 029: students are offered only tutors of their plan's language), and the availability shown read-only
// on the schedule's own grid with a link to edit it at /tutor/horario?tutor=<id>. Save is POST (new) or
// PATCH (edit); a 422 fills the 'Error de validación' box and the fields, any other failure says why.
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useController } from 'react-hook-form';
import toast from 'react-hot-toast';
import { CalendarDays } from 'lucide-react';
import type { Tutor } from '@charla/domain/tutors';
import { Button, buttonClass } from '@/components/button';
import { CheckboxGroupField } from '@/components/form/checkbox-group-field';
import { Form, FormFooter, useFieldIds } from '@/components/form/form';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-fields';
import { useZodForm } from '@/components/form/use-zod-form';
import { applyValidationErrors, isValidationError, ValidationErrorBox } from '@/components/form/validation-error-box';
import { ScheduleGrid } from '@/components/schedule-grid';
import { UserPicker, type PickedUser } from '@/components/user-picker';
import { ApiError, REQUEST_FAILED_MESSAGE } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useSaveTutor, useTutorUser, type TutorValues } from '../api/tutor-api';
import {
  LANGUAGE_OPTIONS,
  TUTOR_FIELDS,
  TutorFormSchema,
  timeZoneOptions,
  tutorFormDefaults,
} from './tutor-form-values';
import { TUTOR_FORM_TEXTS as T } from './texts';

function saveFailureMessage(error: unknown): string {
  return error instanceof ApiError && error.message && error.message !== REQUEST_FAILED_MESSAGE
    ? error.message
    : T.saveError;
}

/** Editing: the tutor's user, shown and locked (spec part 2 §5), named once their user has loaded. */
function LockedUser({ tutor }: { tutor: Tutor }) {
  const user = useTutorUser(tutor.user_id).data;
  const email = user?.email ?? tutor.email ?? '';
  return (
    <UserPicker
      label={T.user}
      value={{ id: tutor.user_id, name: user?.name ?? email, email }}
      locked
      onChange={() => undefined}
    />
  );
}

/** Creating: a pick bound to `user_id`, showing the picked person. */
function UserField() {
  const { field, fieldState } = useController<{ user_id: string }, 'user_id'>({ name: 'user_id' });
  const ids = useFieldIds('user_id');
  const [picked, setPicked] = useState<PickedUser | null>(null);
  return (
    <UserPicker
      label={T.user}
      hint={T.userHint}
      value={picked}
      inputId={ids.id}
      error={fieldState.error?.message}
      onChange={(user) => {
        setPicked(user);
        field.onChange(user?.id ?? '');
      }}
    />
  );
}

function Availability({ tutor }: { tutor: Tutor }) {
  const isEmpty = Object.values(tutor.availability).every((slots) => !slots || slots.length === 0);
  return (
    <section aria-labelledby="tutor-availability" className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="tutor-availability" className="text-lg font-semibold text-slate-900">
            {T.availability}
          </h2>
          <p className="text-sm text-slate-600">{T.availabilityHint}</p>
        </div>
        <Link to={`${paths.tutor.schedule}?tutor=${encodeURIComponent(tutor.id)}`} className={buttonClass('secondary')}>
          <CalendarDays aria-hidden="true" className="size-4" />
          {T.editSchedule}
        </Link>
      </div>
      {isEmpty ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">
          {T.noAvailability}
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-600 sm:hidden">{T.swipe}</p>
          <ScheduleGrid availability={tutor.availability} />
        </>
      )}
    </section>
  );
}

export function TutorForm({ tutor }: { tutor?: Tutor | undefined }) {
  const navigate = useNavigate();
  const defaults = tutorFormDefaults(tutor);
  const form = useZodForm(TutorFormSchema, { defaultValues: defaults });
  const save = useSaveTutor();
  const [zoneOptions] = useState(() => timeZoneOptions(defaults.timezone ?? ''));

  const onSubmit = (values: TutorValues) =>
    save.mutate(
      { id: tutor?.id, values },
      {
        onSuccess: () => {
          toast.success(tutor ? T.updated : T.created);
          navigate(paths.admin.tutors.list);
        },
        onError: (failure) => {
          if (failure instanceof ApiError && failure.status === 401) return;
          if (isValidationError(failure)) {
            applyValidationErrors(form, failure, { fields: TUTOR_FIELDS, fallback: T.validationFallback });
            return;
          }
          form.setError('root.server', { type: 'server', message: saveFailureMessage(failure) });
        },
      },
    );

  return (
    <div className="space-y-8">
      <Form form={form} onSubmit={onSubmit} className="space-y-6">
        <ValidationErrorBox />
        <div className="space-y-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
          {tutor ? <LockedUser tutor={tutor} /> : <UserField />}
          <TextField name="public_name" label={T.publicName} hint={T.publicNameHint} autoComplete="off" required />
          <SelectField name="timezone" label={T.timezone} hint={T.timezoneHint} options={zoneOptions} />
          <CheckboxGroupField name="languages" label={T.languages} hint={T.languagesHint} options={LANGUAGE_OPTIONS} />
        </div>
        <FormFooter>
          <Link to={paths.admin.tutors.list} className={buttonClass('secondary')}>
            {T.cancel}
          </Link>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? T.saving : tutor ? T.update : T.create}
          </Button>
        </FormFooter>
      </Form>
      {tutor ? <Availability tutor={tutor} /> : null}
    </div>
  );
}
