// Spec part 2 §8 (practice save): a server error that is a list of {loc, msg} goes onto the fields
// (the path joined by dots: props.exercises.0.answer), the ones that name no field of the form are
// joined by '; ' into one form-level error, and a detail string is that form-level error.
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import type { ValidationIssue } from '@charla/domain/http';
import { ApiError, REQUEST_FAILED_MESSAGE } from '@/lib/api-client';

/** Where a request part is named in `loc` (DESIGN §4), not a field of the form. */
const REQUEST_PARTS = new Set(['body', 'query', 'path']);

/** ['body', 'props', 'exercises', 0, 'answer'] → 'props.exercises.0.answer'; '' when it names no field. */
export function fieldPathOf(loc: ValidationIssue['loc']): string {
  const parts = loc.length > 0 && REQUEST_PARTS.has(String(loc[0])) ? loc.slice(1) : loc;
  return parts.join('.');
}

/** Whether `path` is a key of the form's values (a field present with any value, undefined included). */
function hasPath(values: unknown, path: string): boolean {
  let current = values;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object' || !(key in current)) return false;
    current = (current as Record<string, unknown>)[key];
  }
  return true;
}

export interface ServerErrorsResult {
  /** The field paths that received a message, in the server's order. */
  fields: string[];
  /** The form-level message, if any. */
  formError: string | null;
}

type ErrorTarget<T extends FieldValues> = Pick<
  UseFormReturn<T, unknown, unknown>,
  'getValues' | 'setError' | 'setFocus'
>;

export interface ServerErrorsOptions {
  /** Which paths count as fields (default: every path the form's values have). */
  fields?: readonly string[];
  fallback?: string;
  /**
   * Rewrites a joined path before it is matched to a field, e.g. a server that names a union's member
   * in `loc` ('props.fill-in-the-blank.exercises.0.answer' → 'props.exercises.0.answer').
   */
  mapPath?: (path: string) => string;
}

/**
 * Puts a failed save's messages on the form: field issues on their fields (focus on the first), the
 * rest as the form-level error `root.server` that <FormFooter> shows above the buttons.
 */
export function applyServerErrors<T extends FieldValues>(
  form: ErrorTarget<T>,
  error: unknown,
  options: ServerErrorsOptions = {},
): ServerErrorsResult {
  const fallback = options.fallback ?? REQUEST_FAILED_MESSAGE;
  const issues = error instanceof ApiError ? error.issues : [];
  if (issues.length === 0) {
    const message = error instanceof Error && error.message ? error.message : fallback;
    form.setError('root.server' as FieldPath<T>, { type: 'server', message });
    return { fields: [], formError: message };
  }

  const values = form.getValues();
  const isField = (path: string) =>
    path !== '' &&
    (options.fields
      ? options.fields.some((field) => path === field || path.startsWith(`${field}.`))
      : hasPath(values, path));
  const byField = new Map<string, string[]>();
  const general: string[] = [];
  for (const issue of issues) {
    const joined = fieldPathOf(issue.loc);
    const path = options.mapPath && joined ? options.mapPath(joined) : joined;
    if (isField(path)) byField.set(path, [...(byField.get(path) ?? []), issue.msg]);
    else general.push(issue.msg);
  }
  for (const [path, messages] of byField) {
    form.setError(path as FieldPath<T>, { type: 'server', message: messages.join('; ') });
  }
  const formError = general.length > 0 ? general.join('; ') : null;
  if (formError) form.setError('root.server' as FieldPath<T>, { type: 'server', message: formError });
  const fields = [...byField.keys()];
  if (fields[0]) form.setFocus(fields[0] as FieldPath<T>);
  return { fields, formError };
}
