import { Construction } from 'lucide-react';
import { PageHeader } from './page-header';

export const COMING_SOON_MESSAGE = 'Esta sección estará disponible pronto.';

/** An honest placeholder for a screen that later work will build. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <div className="flex items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-slate-700">
        <Construction aria-hidden="true" className="size-6 shrink-0 text-teal-700" />
        <p>{COMING_SOON_MESSAGE}</p>
      </div>
    </>
  );
}
