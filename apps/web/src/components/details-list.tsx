import type { ReactNode } from 'react';

export interface DetailItem {
  label: string;
  value: ReactNode;
}

/** Label/value pairs as a description list, stacked on phones and in two columns on wider screens. */
export function DetailsList({ items }: { items: DetailItem[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[minmax(8rem,40%)_1fr]">
      {items.map((item) => (
        <div key={item.label} className="contents">
          <dt className="text-sm font-medium text-slate-600 sm:leading-6">{item.label}</dt>
          <dd className="-mt-2 break-words text-slate-900 sm:mt-0 sm:leading-6">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
