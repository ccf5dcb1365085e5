// The 'Error de validación' box at the top of a form (spec part 2 §2 practice form, §8 lesson save):
// a save the server refused with 422 puts its field issues on the fields (applyServerErrors) and says
// so once, at the top, with the server's message or the form's own fallback. It is a form-level
// error of its own (`root.validation`), so it never doubles the message above the buttons, and the
// next submit clears it like every root error.
import { useEffect, useRef } from 'react';
import { useFormContext, useFormState, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { CircleAlert } from 'lucide-react';
import { ApiError, REQUEST_FAILED_MESSAGE } from '@/lib/api-client';
import { applyServerErrors, type ServerErrorsResult } from './apply-server-errors';

export const VALIDATION_ERROR_TITLE = 'Error de validación';
const VALIDATION_ROOT = 'root.validation';

type ValidationTarget<T extends FieldValues> = Pick<
  UseFormReturn<T, unknown, unknown>,
  'getValues' | 'setError' | 'setFocus' | 'clearErrors'
>;

/** Whether a failed save is the server's "the data is not valid" (422). */
export function isValidationError(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 422;
}

/**
 * A 422: its issues on the fields (focus on the first), and the box's message: the server's words
 * (a detail string, or the issues joined by '; '), or `fallback` when it gave none.
 */
export function applyValidationErrors<T extends FieldValues>(
  form: ValidationTarget<T>,
  error: unknown,
  options: { fields?: readonly string[]; fallback: string },
): ServerErrorsResult {
  const { fields } = applyServerErrors(form, error, options.fields ? { fields: options.fields } : {});
  form.clearErrors('root.server' as FieldPath<T>);
  const given = error instanceof ApiError ? error.message : '';
  const message = given && given !== REQUEST_FAILED_MESSAGE ? given : options.fallback;
  form.setError(VALIDATION_ROOT as FieldPath<T>, { type: 'server', message });
  return { fields, formError: message };
}

/** The box itself, inside <Form>, where the form starts. Scrolled into view when it appears. */
export function ValidationErrorBox({ title = VALIDATION_ERROR_TITLE }: { title?: string }) {
  const { control } = useFormContext();
  const { errors } = useFormState({ control, name: 'root' });
  const message = (errors.root?.validation as { message?: string } | undefined)?.message;
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [message]);
  if (!message) return null;
  return (
    <div
      ref={ref}
      role="alert"
      className="flex items-start gap-3 rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-red-900"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{title}</p>
        <p className="text-sm break-words">{message}</p>
      </div>
    </div>
  );
}
