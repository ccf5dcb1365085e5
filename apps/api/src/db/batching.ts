// Concurrent runs of one read share one statement (PostgreSQL only; decision 013). On this machine a
// request's time goes to system calls and to PostgreSQL's per-statement work, not to the rows: fifty
// requests reading fifty users cost fifty round trips. Here, while a read is running, the requests for
// the same statement wait, and the next run answers all of them at once:
//
//   select b.i, q.* from unnest($1::int[], $2::uuid[], …) as b(i, p1, …)
//   cross join lateral (select row_number() over () as n, s.* from (<the statement, $k → b.pk>) s) q
//
// Each request's rows are exactly what its own statement would have returned: the run starts after
// the request arrived (one statement, one snapshot, READ COMMITTED), so a change committed before any
// request is seen by it, as it would be alone. A request that finds nothing running runs alone, as
// before. Only reads registered by db/statements.ts are batched, never inside a transaction (those go
// through a checked-out client, not the pool).
import type pg from 'pg';

/** Texts of the read statements that may share a run (db/statements.ts registers them). */
const batchable = new Set<string>();

export function markBatchable(text: string): void {
  // A text with a dollar sign that is not a placeholder is left alone: $k is replaced as text.
  if (/^\s*select\b/i.test(text) && !/\$(\D|$)/.test(text)) batchable.add(text);
}

/** Shared runs so far and the requests they answered (the tests read it to see batching happen). */
export const batchStats = { runs: 0, requests: 0 };

/** Runs of one statement at the same time; more wait for the next. */
const MAX_RUNNING = 2;
/** Requests answered by one run at most. */
const MAX_BATCH = 64;

type QueryConfig = { text: string; rowMode?: string; types?: unknown; name?: string };
type Result = { rows: unknown[]; fields?: unknown[]; rowCount?: number | null; command?: string };
export type Run = (config: QueryConfig, values: unknown[]) => Promise<Result>;

interface Waiting {
  values: unknown[];
  resolve(result: Result): void;
  reject(error: unknown): void;
}

interface Shape {
  /** The batched text, or null when the statement's parameters can't travel as arrays. */
  batched?: string | null;
  running: number;
  waiting: Waiting[];
}

/** The parameter types PostgreSQL infers for `text`, or null when one is unknown or an array. */
async function parameterTypes(pool: pg.Pool, text: string): Promise<string[] | null> {
  const client = await pool.connect();
  try {
    await client.query(`prepare charla_batch_probe as ${text}`);
    const { rows } = await client.query<{ types: string[] }>(
      `select parameter_types::text[] as types from pg_prepared_statements where name = 'charla_batch_probe'`,
    );
    await client.query('deallocate charla_batch_probe');
    const types = rows[0]?.types ?? [];
    return types.some((type) => type === 'unknown' || type.endsWith('[]')) ? null : types;
  } catch {
    await client.query('deallocate all').catch(() => {});
    return null;
  } finally {
    client.release();
  }
}

export function batchedText(text: string, types: string[]): string {
  const columns = types.map((_, k) => `p${k + 1}`);
  const arrays = types.map((type, k) => `$${k + 2}::${type}[]`);
  const inner = text.replace(/\$(\d+)/g, (_, k: string) => `b.p${k}`);
  return `select b.i as charla_batch_i, q.* from unnest($1::int[]${arrays.map((a) => `, ${a}`).join('')})
    as b(i${columns.map((c) => `, ${c}`).join('')})
    cross join lateral (select row_number() over () as charla_batch_n, s.* from (${inner}) as s) as q
    order by b.i, q.charla_batch_n`;
}

/**
 * `run` with batching for the registered reads: `run` is how the pool sends a statement (named, with
 * its schema-change retry); `pool` lends a connection to learn a statement's parameter types once.
 */
export function createBatcher(pool: pg.Pool, run: Run) {
  const shapes = new Map<string, Shape>();

  async function runBatch(config: QueryConfig, shape: Shape, batch: Waiting[]): Promise<void> {
    if (shape.batched === undefined) {
      const types = await parameterTypes(pool, config.text);
      shape.batched = types ? batchedText(config.text, types) : null;
    }
    const width = batch[0]!.values.length;
    if (batch.length === 1 || shape.batched === null || !batch.every((w) => w.values.length === width)) {
      await Promise.all(batch.map((w) => run(config, w.values).then(w.resolve, w.reject)));
      return;
    }
    let result: Result;
    try {
      const columns = [
        batch.map((_, i) => i),
        ...Array.from({ length: width }, (_, k) => batch.map((w) => w.values[k])),
      ];
      result = await run({ ...config, text: shape.batched }, columns);
    } catch {
      // One request's values may fail the shared statement (a value out of range): each runs alone
      // and gets its own answer or error.
      await Promise.all(batch.map((w) => run(config, w.values).then(w.resolve, w.reject)));
      return;
    }
    batchStats.runs += 1;
    batchStats.requests += batch.length;
    const arrays = config.rowMode === 'array';
    const rowsOf: unknown[][] = batch.map(() => []);
    for (const row of result.rows) {
      if (arrays) {
        const values = row as unknown[];
        rowsOf[Number(values[0])]!.push(values.slice(2));
      } else {
        const { charla_batch_i: i, charla_batch_n: _n, ...rest } = row as Record<string, unknown>;
        rowsOf[Number(i)]!.push(rest);
      }
    }
    const fields = result.fields?.slice(2);
    batch.forEach((w, i) => w.resolve({ ...result, rows: rowsOf[i]!, rowCount: rowsOf[i]!.length, fields }));
  }

  function pump(config: QueryConfig, shape: Shape): void {
    while (shape.running < MAX_RUNNING && shape.waiting.length > 0) {
      const batch = shape.waiting.splice(0, MAX_BATCH);
      shape.running += 1;
      runBatch(config, shape, batch)
        .catch((error) => batch.forEach((w) => w.reject(error)))
        .finally(() => {
          shape.running -= 1;
          pump(config, shape);
        });
    }
  }

  return {
    /** The statement's rows for these values, run alone or with others waiting for the same read. */
    query(config: QueryConfig, values: unknown[]): Promise<Result> | undefined {
      if (!batchable.has(config.text)) return undefined;
      // Rows as arrays or as objects: the same text read both ways is two shapes.
      const key = `${config.rowMode ?? 'objects'}|${config.text}`;
      let shape = shapes.get(key);
      if (!shape) {
        shape = { running: 0, waiting: [] };
        shapes.set(key, shape);
      }
      const waiting = new Promise<Result>((resolve, reject) => shape.waiting.push({ values, resolve, reject }));
      pump(config, shape);
      return waiting;
    },
  };
}
