import { LoaderCircle } from 'lucide-react';

/** A spinning indicator announced once as `label` (default 'Cargando...'). */
export function Spinner({ label = 'Cargando...', className = '' }: { label?: string; className?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={`flex items-center justify-center gap-2 py-8 text-slate-600 ${className}`.trim()}
    >
      <LoaderCircle aria-hidden="true" className="size-6 animate-spin text-teal-700" />
      <span className="text-sm">{label}</span>
    </div>
  );
}
