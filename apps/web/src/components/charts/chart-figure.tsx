// The frame every chart of the kit shares (issue 51, docs/decisions/038 '## Charts'): a caption, the
// drawing as one image with a spoken summary, and the same numbers as a table under 'Ver datos' (or
// always shown), plus 'Descargar CSV' with exactly the table's header and cells.
import { useId, type ReactNode } from 'react';
import { Download } from 'lucide-react';
import { Button } from '@/components/button';
import { downloadCsv, toCsv, type CsvCell } from './csv';

export const CHART_TEXTS = {
  showData: 'Ver datos',
  downloadCsv: 'Descargar CSV',
} as const;

/** A chart's numbers: a header and one row per point, cells as shown (numbers right-aligned). */
export interface ChartTable {
  columns: readonly string[];
  rows: readonly (readonly CsvCell[])[];
}

interface ChartFigureProps {
  title: string;
  /** What a screen reader hears for the drawing, after the title. */
  summary: string;
  table: ChartTable;
  /** Shows 'Descargar CSV' with this file name. */
  csvFileName?: string;
  /** Under the drawing (a legend). */
  footer?: ReactNode;
  className?: string;
  children: ReactNode;
}

export function DataTable({ caption, table }: { caption: string; table: ChartTable }) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-200">
          {table.columns.map((column, i) => (
            <th key={column} scope="col" className={`py-1 pr-3 font-medium ${i > 0 ? 'text-right' : ''}`}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {table.rows.map((row, r) => (
          <tr key={r} className="border-b border-slate-100">
            {row.map((cell, i) =>
              i === 0 ? (
                <th key={i} scope="row" className="py-1 pr-3 font-normal">
                  {cell}
                </th>
              ) : (
                <td key={i} className={`py-1 pr-3 tabular-nums ${typeof cell === 'number' ? 'text-right' : ''}`}>
                  {cell}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function ChartFigure({
  title,
  summary,
  table,
  csvFileName,
  footer,
  className = '',
  children,
}: ChartFigureProps) {
  const captionId = useId();
  return (
    <figure aria-labelledby={captionId} className={`min-w-0 space-y-2 ${className}`}>
      <figcaption id={captionId} className="text-sm font-medium text-slate-800">
        {title}
      </figcaption>
      <div role="img" aria-label={`${title}. ${summary}.`} className="text-slate-600">
        {children}
      </div>
      {footer}
      <details className="text-sm text-slate-700">
        <summary className="cursor-pointer font-medium text-teal-800">{CHART_TEXTS.showData}</summary>
        {/* Focusable, so a keyboard can scroll a table wider than a phone. */}
        <div className="mt-2 max-w-full overflow-x-auto" tabIndex={0} role="group" aria-label={title}>
          <DataTable caption={title} table={table} />
        </div>
      </details>
      {csvFileName ? (
        <Button variant="secondary" onClick={() => downloadCsv(csvFileName, toCsv(table.columns, table.rows))}>
          <Download aria-hidden="true" className="size-4" />
          {CHART_TEXTS.downloadCsv}
        </Button>
      ) : null}
    </figure>
  );
}
