// The user view form (spec part 2 §3 User view, §5, §6, §7, §8): name (lowercase letters and
// underscores), an optional description and the editor of its collections and filters, checked by the
// domain's view schema before asking the server. Save is POST (new) or PUT (edit, the whole view). A
// 422 puts the server's words on the fields it names (views.users.0.operator) and lists them in the
// 'Error de validación' box; a 409 (name taken) is said above the buttons.
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import type { Views } from '@charla/domain/access';
import type { UserView } from '@charla/domain/roles';
import { Button, buttonClass } from '@/components/button';
import { FocusFirstInvalid } from '@/components/form/focus-first-invalid';
import { Form, FormFooter } from '@/components/form/form';
import { TextareaField, TextField } from '@/components/form/text-fields';
import { useZodForm, type ZodForm } from '@/components/form/use-zod-form';
import { applyValidationErrors, isValidationError, ValidationErrorBox } from '@/components/form/validation-error-box';
import { ApiError, REQUEST_FAILED_MESSAGE } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useSaveView } from '../api/save-view';
import { VIEW_FORM_TEXTS as T } from './texts';
import { viewFieldLabel, viewFormDefaults, ViewFormSchema, type ViewPreviewComponent } from './view-form-values';
import { ViewsEditor } from './views-editor';

/** Spec part 2 §8: "Save failures show the server error or 'Error al guardar ...'". */
function saveFailureMessage(error: unknown): string {
  return error instanceof ApiError && error.message && error.message !== REQUEST_FAILED_MESSAGE
    ? error.message
    : T.saveError;
}

/** The "Ver como…" slot, fed with the view as it stands on screen. */
function ViewPreviewSlot({
  form,
  Preview,
  savedId,
}: {
  form: ZodForm<typeof ViewFormSchema>;
  Preview: ViewPreviewComponent;
  savedId: string | undefined;
}) {
  const views = useWatch({ control: form.control, name: 'views' });
  return <Preview draft={{ kind: 'view', views: (views ?? {}) as Views }} savedId={savedId} />;
}

interface ViewFormProps {
  /** The saved view when editing; none when creating. */
  view?: UserView | undefined;
  /** The "Ver como…" preview, when the app gives one. */
  Preview?: ViewPreviewComponent | undefined;
}

export function ViewForm({ view, Preview }: ViewFormProps) {
  const navigate = useNavigate();
  const form = useZodForm(ViewFormSchema, { defaultValues: viewFormDefaults(view) });
  const save = useSaveView();
  // The matrix's and the filters' controls are the editor's own: the kit's setFocus can't reach them.
  const [focusRequest, setFocusRequest] = useState(0);

  const onSubmit = (values: typeof ViewFormSchema._output) =>
    save.mutate(
      { id: view?.id, values },
      {
        onSuccess: () => {
          toast.success(view ? T.updated : T.created);
          navigate(paths.admin.views.list);
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
      <ValidationErrorBox fieldErrors={{ intro: T.fieldErrorsIntro, labelOf: viewFieldLabel }} />
      <div className="space-y-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <TextField name="name" label={T.name} hint={T.nameHint} autoComplete="off" spellCheck={false} required />
        <TextareaField name="description" label={T.description} rows={2} />
      </div>
      <ViewsEditor />
      {Preview ? <ViewPreviewSlot form={form} Preview={Preview} savedId={view?.id} /> : null}
      <FormFooter>
        <Link to={paths.admin.views.list} className={buttonClass('secondary')}>
          {T.cancel}
        </Link>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? T.saving : view ? T.update : T.create}
        </Button>
      </FormFooter>
    </Form>
  );
}
