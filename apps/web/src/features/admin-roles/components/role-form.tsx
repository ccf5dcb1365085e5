// The role form (spec part 2 §3 Role, §5, §6, §7, §8): name (lowercase letters and underscores), an
// optional description, the linked user view and the permission matrix. Save is POST (new) or PUT
// (edit, the whole role). A 422 puts the server's words on the fields and lists them in the
// 'Error de validación' box; a 409 (name taken, the admin role's rule) is said above the buttons.
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import type { Role } from '@charla/domain/roles';
import { Button, buttonClass } from '@/components/button';
import { FocusFirstInvalid } from '@/components/form/focus-first-invalid';
import { Form, FormFooter } from '@/components/form/form';
import { TextareaField, TextField } from '@/components/form/text-fields';
import { useZodForm, type ZodForm } from '@/components/form/use-zod-form';
import { applyValidationErrors, isValidationError, ValidationErrorBox } from '@/components/form/validation-error-box';
import { ApiError, REQUEST_FAILED_MESSAGE } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useSaveRole } from '../api/save-role';
import { PermissionMatrix } from './permission-matrix';
import {
  compactPermissions,
  roleFieldLabel,
  roleFormDefaults,
  RoleFormSchema,
  type PermissionMap,
  type RolePreviewComponent,
} from './role-form-values';
import { ROLE_FORM_TEXTS as T } from './texts';
import { UserViewField } from './user-view-field';

/** Spec part 2 §8: "Save failures show the server error or 'Error al guardar ...'". */
function saveFailureMessage(error: unknown): string {
  return error instanceof ApiError && error.message && error.message !== REQUEST_FAILED_MESSAGE
    ? error.message
    : T.saveError;
}

/** The "Ver como…" slot, fed with the role as it stands on screen. */
function RolePreviewSlot({
  form,
  Preview,
  savedId,
}: {
  form: ZodForm<typeof RoleFormSchema>;
  Preview: RolePreviewComponent;
  savedId: string | undefined;
}) {
  const [permissions, userViewId] = useWatch({ control: form.control, name: ['permissions', 'user_view_id'] });
  return (
    <Preview
      draft={{
        kind: 'role',
        permissions: compactPermissions((permissions ?? {}) as PermissionMap),
        user_view_id: userViewId || null,
      }}
      savedId={savedId}
    />
  );
}

interface RoleFormProps {
  /** The saved role when editing; none when creating. */
  role?: Role | undefined;
  /** The "Ver como…" preview, when the app gives one. */
  Preview?: RolePreviewComponent | undefined;
}

export function RoleForm({ role, Preview }: RoleFormProps) {
  const navigate = useNavigate();
  const form = useZodForm(RoleFormSchema, { defaultValues: roleFormDefaults(role) });
  const save = useSaveRole();
  // The matrix's and the filters' controls are the editor's own: the kit's setFocus can't reach them.
  const [focusRequest, setFocusRequest] = useState(0);

  const onSubmit = (values: typeof RoleFormSchema._output) =>
    save.mutate(
      { id: role?.id, values },
      {
        onSuccess: () => {
          toast.success(role ? T.updated : T.created);
          navigate(paths.admin.roles.list);
        },
        onError: (failure) => {
          // A 401 has already ended the session (api-client); the guards take the user to /login.
          if (failure instanceof ApiError && failure.status === 401) return;
          if (isValidationError(failure)) {
            applyValidationErrors(form, failure, { fallback: T.saveError, generalOnly: true });
            setFocusRequest((n) => n + 1);
            return;
          }
          form.setError('root.server', { type: 'server', message: saveFailureMessage(failure) });
        },
      },
    );

  return (
    <Form form={form} onSubmit={onSubmit} className="space-y-6">
      <FocusFirstInvalid request={focusRequest} />
      <ValidationErrorBox fieldErrors={{ intro: T.fieldErrorsIntro, labelOf: roleFieldLabel }} />
      <div className="space-y-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <TextField name="name" label={T.name} hint={T.nameHint} autoComplete="off" spellCheck={false} required />
        <TextareaField name="description" label={T.description} hint={T.descriptionHint} rows={2} />
        <UserViewField />
      </div>
      <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <PermissionMatrix />
      </div>
      {Preview ? <RolePreviewSlot form={form} Preview={Preview} savedId={role?.id} /> : null}
      <FormFooter>
        <Link to={paths.admin.roles.list} className={buttonClass('secondary')}>
          {T.cancel}
        </Link>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? T.saving : role ? T.update : T.create}
        </Button>
      </FormFooter>
    </Form>
  );
}
