// The user form (spec part 2 §3 User, §5 user form, §8): name, email and phone (required), the first
// password (new) or a new one (edit, optional), role, plan, assigned tutor, lesson level and current
// lesson, each choice from its unpaged list. Save is POST (new) or PATCH (edit); a 422 goes onto the
// fields, a taken email onto the email, anything else (the last administrator, a refused change) above
// the buttons in the server's words, or 'Error al guardar el usuario'.
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import { DUPLICATE_EMAIL_MESSAGE, PASSWORD_MIN_LENGTH } from '@charla/domain/auth';
import type { Lesson } from '@charla/domain/lessons';
import { languageLabel, type Plan } from '@charla/domain/plans';
import { roleLabel, type Role } from '@charla/domain/roles';
import type { Tutor } from '@charla/domain/tutors';
import type { User } from '@charla/domain/users';
import type { z } from 'zod';
import { Button, buttonClass } from '@/components/button';
import { applyServerErrors } from '@/components/form/apply-server-errors';
import { Form, FormFooter } from '@/components/form/form';
import { NumberField } from '@/components/form/number-field';
import { EmailField, TextField } from '@/components/form/text-fields';
import { useZodForm } from '@/components/form/use-zod-form';
import { useResourceLookup } from '@/components/resource-list/use-resource-lookup';
import { ApiError, REQUEST_FAILED_MESSAGE } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useSaveUser } from '../api/save-user';
import { LookupSelect } from './lookup-select';
import { UserCreateForm, UserEditForm, USER_FIELDS, userFormDefaults } from './user-form-values';
import { USER_FORM_TEXTS as T } from './texts';

const LESSONS_BY_TITLE = { sort_by: 'title' };

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <legend className="px-1 text-base font-semibold text-slate-900">{title}</legend>
      {children}
    </fieldset>
  );
}

export function UserForm({ user }: { user?: User | undefined }) {
  const navigate = useNavigate();
  // The same fields either way; creating also requires the password (its output is then always set).
  const schema = (user ? UserEditForm : UserCreateForm) as typeof UserEditForm;
  const form = useZodForm(schema, { defaultValues: userFormDefaults(user) });
  const save = useSaveUser();
  const roles = useResourceLookup<Role>('roles');
  const plans = useResourceLookup<Plan>('plans');
  const tutors = useResourceLookup<Tutor>('tutors');
  const lessons = useResourceLookup<Lesson>('lessons', LESSONS_BY_TITLE);

  const onFailure = (failure: unknown) => {
    // A 401 has already ended the session (api-client); the guards take the user to /login.
    if (failure instanceof ApiError && failure.status === 401) return;
    if (failure instanceof ApiError && failure.message === DUPLICATE_EMAIL_MESSAGE) {
      form.setError('email', { type: 'server', message: failure.message });
      form.setFocus('email');
      return;
    }
    const hasServerWords = failure instanceof ApiError && failure.message && failure.message !== REQUEST_FAILED_MESSAGE;
    applyServerErrors(form, hasServerWords ? failure : new Error(T.saveError), { fields: USER_FIELDS });
  };
  const onSuccess = () => {
    toast.success(user ? T.updated : T.created);
    navigate(paths.admin.users.list);
  };
  const onSubmit = (values: z.output<typeof UserEditForm>) =>
    save.mutate(user ? { id: user.id, values } : { values }, { onSuccess, onError: onFailure });

  return (
    <Form form={form} onSubmit={onSubmit} className="space-y-6">
      <Section title={T.account}>
        <TextField name="name" label={T.name} autoComplete="off" required />
        <EmailField name="email" label={T.email} autoComplete="off" required />
        <TextField name="phone" label={T.phone} type="tel" inputMode="tel" autoComplete="off" required />
        <TextField
          name="password"
          label={user ? T.newPassword : T.password}
          hint={user ? T.newPasswordHint(PASSWORD_MIN_LENGTH) : T.passwordHint(PASSWORD_MIN_LENGTH)}
          type="password"
          autoComplete="new-password"
          required={!user}
        />
      </Section>
      <Section title={T.access}>
        <LookupSelect
          name="role_id"
          label={T.role}
          lookup={roles}
          toOption={(role) => ({ value: role.id, label: roleLabel(role) })}
          loadError={T.lookupError.roles}
          required
        />
        <LookupSelect
          name="plan_id"
          label={T.plan}
          lookup={plans}
          toOption={(plan) => ({ value: plan.id, label: `${plan.name} (${languageLabel(plan.language)})` })}
          placeholder={T.noPlan}
          loadError={T.lookupError.plans}
        />
        <LookupSelect
          name="tutor_id"
          label={T.tutor}
          lookup={tutors}
          toOption={(tutor) => ({ value: tutor.id, label: tutor.public_name })}
          placeholder={T.noTutor}
          loadError={T.lookupError.tutors}
        />
      </Section>
      <Section title={T.lessons}>
        <NumberField name="lesson_level" label={T.lessonLevel} min={0} step={1} inputMode="numeric" required />
        <LookupSelect
          name="current_lesson_id"
          label={T.currentLesson}
          lookup={lessons}
          toOption={(lesson) => ({ value: lesson.id, label: lesson.title })}
          placeholder={T.noLesson}
          loadError={T.lookupError.lessons}
          hint={T.currentLessonHint}
        />
      </Section>
      <FormFooter>
        <Link to={paths.admin.users.list} className={buttonClass('secondary')}>
          {T.cancel}
        </Link>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? T.saving : user ? T.update : T.create}
        </Button>
      </FormFooter>
    </Form>
  );
}
