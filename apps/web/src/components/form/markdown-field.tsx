import { useState, type ComponentProps } from 'react';
import { useWatch } from 'react-hook-form';
import { Markdown } from '../markdown';
import { controlClass, FieldShell, useFieldState, type FieldBaseProps } from './field-shell';

export const MARKDOWN_TEXTS = {
  preview: 'Vista previa',
  edit: 'Editar',
  empty: 'No hay contenido para previsualizar.',
} as const;

interface MarkdownFieldProps
  extends FieldBaseProps, Omit<ComponentProps<'textarea'>, 'name' | 'id' | 'onChange' | 'value' | 'defaultValue'> {}

/**
 * A markdown textarea with a Preview / Edit toggle (spec part 2 §2, lesson form). The textarea stays
 * mounted while previewing, so its value and its error stay with the form.
 */
export function MarkdownField({
  name,
  label,
  hint,
  describedBy,
  isInvalid,
  className = '',
  rows = 8,
  ...props
}: MarkdownFieldProps) {
  const { register, control, ids, error, controlProps, invalid } = useFieldState({
    name,
    hint,
    describedBy,
    isInvalid,
  });
  const [isPreview, setIsPreview] = useState(false);
  const value = useWatch({ control, name }) as unknown;
  const text = typeof value === 'string' ? value : '';
  const toggle = (
    <button
      type="button"
      aria-pressed={isPreview}
      onClick={() => setIsPreview((current) => !current)}
      className="min-h-9 rounded-md px-3 text-sm font-semibold text-teal-800 hover:bg-teal-50"
    >
      {isPreview ? MARKDOWN_TEXTS.edit : MARKDOWN_TEXTS.preview}
      {/* Named after its field ('Vista previa: Tarea'): a form may hold several, and a whole-form preview. */}
      <span className="sr-only">: {label}</span>
    </button>
  );
  return (
    <FieldShell label={label} ids={ids} hint={hint} error={error} labelAside={toggle}>
      <textarea
        rows={rows}
        hidden={isPreview}
        className={controlClass(invalid, `font-mono text-sm ${className}`)}
        {...props}
        {...controlProps}
        {...register(name)}
      />
      {isPreview ? (
        <div
          role="region"
          aria-label={`${MARKDOWN_TEXTS.preview}: ${label}`}
          className="min-h-24 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2"
        >
          {text.trim() ? <Markdown>{text}</Markdown> : <p className="text-sm text-slate-600">{MARKDOWN_TEXTS.empty}</p>}
        </div>
      ) : null}
    </FieldShell>
  );
}
