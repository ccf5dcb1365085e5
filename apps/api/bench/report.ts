// The bench's tables: each measure beside its target with ✓ or ✗ (— for a reference such as the bare
// route or the floor), printed and written to bench/results/<part>-<label>.json and .txt.
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { LABEL, RESULTS_DIR } from './lib';
import type { LoadRun, StepUp } from './load';

export interface Row {
  measure: string;
  target: string;
  p50_ms?: number;
  p99_ms?: number;
  /** Anything else the row says: statuses, a rate held, memory. */
  note: string;
  /** null: a reference, no target. */
  ok: boolean | null;
}

const statuses = (counts: Record<string, number>) =>
  Object.entries(counts)
    .map(([status, n]) => `${status}×${n}`)
    .join(' ');

/** One row per route of a fixed-rate run, and one for all its requests; `limitMs` undefined: reference rows. */
export function runRows(title: string, run: LoadRun, limitMs?: number): Row[] {
  const target = limitMs === undefined ? '—' : `p99 ≤ ${limitMs} ms`;
  const row = (measure: string, r: Omit<LoadRun['routes'][number], 'route'>): Row => ({
    measure,
    target,
    p50_ms: r.p50_ms,
    p99_ms: r.p99_ms,
    note: `${statuses(r.statuses)}${r.failures ? ` (${r.failures} failed)` : ''}`,
    ok: limitMs === undefined ? null : r.p99_ms <= limitMs && r.failures === 0,
  });
  const routes = run.routes.length > 1 ? run.routes.map((r) => row(`${title} · ${r.route}`, r)) : [];
  return [row(`${title} @ ${run.rate}/s${run.routes.length > 1 ? ' (all requests)' : ''}`, run), ...routes];
}

export function stepRow(title: string, step: StepUp, atLeast?: number): Row {
  const last = step.steps.at(-1);
  const why =
    last && last.rate !== step.held_rate ? `; at ${last.rate}/s p99 ${last.p99_ms} ms, ${last.failures} failed` : '';
  return {
    measure: `${title}: largest rate held (p99 ≤ ${step.limit_ms} ms)`,
    target: atLeast === undefined ? '—' : `≥ ${atLeast} req/s`,
    note: `${step.held_rate} req/s${why}`,
    ok: atLeast === undefined ? null : step.held_rate >= atLeast,
  };
}

const mark = (ok: boolean | null) => (ok === null ? '—' : ok ? '✓' : '✗');

export function table(rows: Row[]): string {
  const cells = rows.map((r) => [
    r.measure,
    r.target,
    r.p50_ms === undefined ? '' : String(r.p50_ms),
    r.p99_ms === undefined ? '' : String(r.p99_ms),
    mark(r.ok),
    r.note,
  ]);
  const head = ['measure', 'target', 'p50 ms', 'p99 ms', '', 'answers / value'];
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) =>
    c
      .map((v, i) => v.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)].join('\n');
}

export const machine = () => ({
  label: LABEL,
  cpus: os.cpus().length,
  cpu: os.cpus()[0]?.model,
  node: process.version,
  date: new Date().toISOString(),
});

/** Prints the rows and writes <part>-<label>.json (everything) and .txt (the table). */
export async function writeReport(part: string, rows: Row[], data: object): Promise<void> {
  const text = `${part} (${LABEL}), ${new Date().toISOString()}, ${os.cpus().length} CPUs\n\n${table(rows)}\n`;
  console.log(`\n${text}`);
  await mkdir(RESULTS_DIR, { recursive: true });
  const base = path.join(RESULTS_DIR, `${part}-${LABEL}`);
  await writeFile(`${base}.json`, `${JSON.stringify({ machine: machine(), rows, ...data }, null, 2)}\n`);
  await writeFile(`${base}.txt`, text);
  console.log(`→ ${base}.txt`);
}
