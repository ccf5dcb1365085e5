// <Form>: the form element over react-hook-form (docs/decisions/017). It gives its fields their ids,
// validates on submit, puts focus on the first invalid field in screen order, and leaves the
// form-level error (server answers that name no field) to <FormFooter>, above the buttons.
import { createContext, useContext, useId, type ComponentProps, type ReactNode } from 'react';
import {
  FormProvider,
  useFormContext,
  useFormState,
  type FieldErrors,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form';

const FormIdContext = createContext<string>('form');

/** The id of a field's control: stable per form and path, so errors and focus can find it. */
export function fieldIdOf(formId: string, name: string): string {
  return `${formId}-${name.replace(/[^\w-]/g, '-')}`;
}

/** The id the form's fields' ids start with (see fieldIdOf). */
export function useFormId(): string {
  return useContext(FormIdContext);
}

/** Ids of a field's control, its message and its hint. */
export function useFieldIds(name: string) {
  const id = fieldIdOf(useContext(FormIdContext), name);
  return { id, errorId: `${id}-error`, hintId: `${id}-hint` };
}

/** Every path of `errors` that carries a message ('props.exercises.0.answer'), in object order. */
export function errorPaths(errors: FieldErrors, prefix = ''): string[] {
  const paths: string[] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object' || key === 'ref' || (!prefix && key === 'root')) continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if (
      typeof (value as { type?: unknown }).type === 'string' ||
      typeof (value as { message?: unknown }).message === 'string'
    ) {
      paths.push(path);
    }
    paths.push(...errorPaths(value as FieldErrors, path));
  }
  return paths;
}

/** Focuses the invalid control that comes first on screen; returns whether one was found. */
export function focusFirstInvalid(formId: string, errors: FieldErrors): boolean {
  const controls = errorPaths(errors)
    .map((path) => document.getElementById(fieldIdOf(formId, path)))
    .filter((element): element is HTMLElement => element !== null)
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  controls[0]?.focus();
  return controls.length > 0;
}

interface FormProps<TInput extends FieldValues, TOutput> extends Omit<ComponentProps<'form'>, 'onSubmit'> {
  form: UseFormReturn<TInput, unknown, TOutput>;
  onSubmit: (values: TOutput) => unknown;
  children: ReactNode;
}

export function Form<TInput extends FieldValues, TOutput>({
  form,
  onSubmit,
  children,
  ...props
}: FormProps<TInput, TOutput>) {
  const formId = useId();
  const submit = form.handleSubmit(
    (values) => void onSubmit(values),
    (errors) => void focusFirstInvalid(formId, errors),
  );
  return (
    <FormIdContext.Provider value={formId}>
      <FormProvider {...form}>
        <form noValidate onSubmit={submit} {...props}>
          {children}
        </form>
      </FormProvider>
    </FormIdContext.Provider>
  );
}

/** The form-level message (see applyServerErrors): one alert above the buttons. */
export function FormError() {
  const { control } = useFormContext();
  const { errors } = useFormState({ control, name: 'root' });
  const message = errors.root?.server?.message ?? errors.root?.message;
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm font-medium text-red-900">
      {message}
    </p>
  );
}

/** The form's buttons, with the form-level error right above them. */
export function FormFooter({
  children,
  className = 'flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end',
}: {
  children: ReactNode;
  className?: string;
}) {
  return (
    <>
      <FormError />
      <div className={className}>{children}</div>
    </>
  );
}
