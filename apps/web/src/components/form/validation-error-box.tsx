// The 'Error de validación' box at the top of a form (spec part 2 §2 practice form, §8 lesson save):
// a save the server refused with 422 puts its field issues on the fields (applyServerErrors) and says
// so once, at the top, with the server's message or the form's own fallback. It is a form-level
// error of its own (`root.validation`), so it never doubles the message above the buttons, and the
// next submit clears it like every root error.
import { useEffect, useId, useRef } from 'react';
import {
  get,
  useFormContext,
  useFormState,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form';
import { CircleAlert } from 'lucide-react';
import { ApiError, REQUEST_FAILED_MESSAGE } from '@/lib/api-client';
import { applyServerErrors, type ServerErrorsOptions, type ServerErrorsResult } from './apply-server-errors';
import { errorPaths, fieldIdOf, useFieldIds, useFormId } from './form';

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

interface ValidationErrorsOptions extends Pick<ServerErrorsOptions, 'fields' | 'mapPath'> {
  fallback: string;
  /**
   * The box says only the issues that name no field (joined by '; '), and nothing of its own when
   * every issue found its field: for a box that lists the field messages itself (`fieldErrors`).
   */
  generalOnly?: boolean;
}

/**
 * A 422: its issues on the fields (focus on the first), and the box's message: the server's words
 * (a detail string, or the issues joined by '; '), or `fallback` when it gave none.
 */
export function applyValidationErrors<T extends FieldValues>(
  form: ValidationTarget<T>,
  error: unknown,
  options: ValidationErrorsOptions,
): ServerErrorsResult {
  const { fallback, generalOnly, ...serverOptions } = options;
  const { fields, formError } = applyServerErrors(form, error, serverOptions);
  form.clearErrors('root.server' as FieldPath<T>);
  const given = error instanceof ApiError ? error.message : '';
  const message =
    generalOnly && fields.length > 0 ? formError : given && given !== REQUEST_FAILED_MESSAGE ? given : fallback;
  if (message) form.setError(VALIDATION_ROOT as FieldPath<T>, { type: 'server', message });
  return { fields, formError: message };
}

/** Sets the box's message from the screen itself (a rule no field shows, e.g. a save that is blocked). */
export function setValidationMessage<T extends FieldValues>(form: Pick<UseFormReturn<T>, 'setError'>, message: string) {
  form.setError(VALIDATION_ROOT as FieldPath<T>, { type: 'client', message });
}

/** Every field message of the form (root messages aside), in the form's order: [path, message]. */
export function fieldErrorsOf(errors: FieldErrors): [string, string][] {
  return errorPaths(errors).flatMap((path) => {
    const message = (get(errors, path) as { message?: unknown } | undefined)?.message;
    return typeof message === 'string' && message ? [[path, message] as [string, string]] : [];
  });
}

/** Field messages in screen order (the server's may come in any); those without a control last. */
function inScreenOrder(formId: string, items: [string, string][]): [string, string][] {
  const placed = items.map((entry) => ({ entry, control: document.getElementById(fieldIdOf(formId, entry[0])) }));
  return [
    ...placed
      .filter((item) => item.control !== null)
      .sort((a, b) => (a.control!.compareDocumentPosition(b.control!) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1)),
    ...placed.filter((item) => item.control === null),
  ].map((item) => item.entry);
}

/** One field message in the box: a button to the field when it is on screen. */
function FieldErrorItem({ path, message, label }: { path: string; message: string; label: string }) {
  const { id } = useFieldIds(path);
  const text = `${label}: ${message}`;
  return (
    <li>
      <button
        type="button"
        className="py-0.5 text-left underline decoration-red-400 underline-offset-2 hover:decoration-red-700"
        onClick={() => {
          const control = document.getElementById(id);
          if (control) control.focus();
        }}
      >
        {text}
      </button>
    </li>
  );
}

export interface FieldErrorsSummary {
  /** What the box says above the list, e.g. 'Revisa estos campos:'. */
  intro: string;
  /** The field's name in the list (default: its path). */
  labelOf?: (path: string) => string;
}

/**
 * The box itself, inside <Form>, where the form starts. Scrolled into view when it appears. With
 * `fieldErrors` it also appears while any field has a message (the browser's own check or the
 * server's) and lists them, each a button to its field; that list follows typing, so only a message
 * of the box's own is announced (the invalid submit already focuses the first field).
 */
export function ValidationErrorBox({
  title = VALIDATION_ERROR_TITLE,
  fieldErrors,
}: {
  title?: string;
  fieldErrors?: FieldErrorsSummary;
}) {
  const { control } = useFormContext();
  const { errors } = useFormState({ control });
  const titleId = useId();
  const message = (errors.root?.validation as { message?: string } | undefined)?.message;
  const formId = useFormId();
  const items = fieldErrors ? inScreenOrder(formId, fieldErrorsOf(errors)) : [];
  const isShown = Boolean(message) || items.length > 0;
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (isShown) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [isShown, message]);
  if (!isShown) return null;
  const labelOf = fieldErrors?.labelOf ?? ((path: string) => path);
  return (
    <div
      ref={ref}
      {...(message ? { role: 'alert' } : { role: 'region', 'aria-labelledby': titleId })}
      // Scrolled into view below the 64 px sticky header, not under it.
      className="flex scroll-mt-20 items-start gap-3 rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-red-900"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
      <div className="min-w-0 flex-1">
        <p id={titleId} className="font-semibold">
          {title}
        </p>
        {message ? <p className="text-sm break-words">{message}</p> : null}
        {items.length > 0 && fieldErrors ? (
          <>
            <p className="mt-1 text-sm">{fieldErrors.intro}</p>
            <ul className="mt-1 space-y-1 text-sm break-words">
              {items.map(([path, text]) => (
                <FieldErrorItem key={path} path={path} message={text} label={labelOf(path)} />
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </div>
  );
}
