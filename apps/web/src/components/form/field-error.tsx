/**
 * The one way a validation message is shown, tied to its control through `id` (the control's
 * aria-describedby). `live` keeps an empty polite region in place for a message that follows typing.
 */
export function FieldError({ id, error, live = false }: { id: string; error?: string | undefined; live?: boolean }) {
  if (live) {
    return (
      <p id={id} aria-live="polite" className="min-h-5 text-sm font-medium text-red-700">
        {error}
      </p>
    );
  }
  if (!error) return null;
  return (
    <p id={id} className="text-sm text-red-700">
      {error}
    </p>
  );
}
