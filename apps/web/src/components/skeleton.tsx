/** Placeholder lines while a section loads; announced once as 'Cargando...'. */
export function SkeletonLines({ lines = 3 }: { lines?: number }) {
  return (
    <div role="status" aria-live="polite" className="space-y-3">
      <span className="sr-only">Cargando...</span>
      {Array.from({ length: lines }, (_, index) => (
        <div
          key={index}
          aria-hidden="true"
          className="h-4 animate-pulse rounded bg-slate-200"
          style={{ width: `${90 - index * 15}%` }}
        />
      ))}
    </div>
  );
}
