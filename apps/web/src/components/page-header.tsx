import type { ReactNode } from 'react';

interface PageHeaderProps {
  title: string;
  description?: ReactNode;
}

/** The page's h1 (and the document title). */
export function PageHeader({ title, description }: PageHeaderProps) {
  return (
    <header className="mb-6">
      <title>{`${title} · Charla`}</title>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      {description ? <p className="mt-2 text-slate-600">{description}</p> : null}
    </header>
  );
}
