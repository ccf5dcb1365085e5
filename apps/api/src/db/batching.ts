// Concurrent runs of one read share one statement (PostgreSQL only; decision 013). On this machine a
// request's time goes to system calls and to PostgreSQL's per-statement work, not to the rows: fifty
// requests reading fifty users cost fifty round trips. Here, while a read is running, the requests for
// the same statement wait, and the next run answers up to MAX_BATCH of them at once, each in a branch
// of its own with its own parameters — so each is planned exactly as it is alone:
//
//   select 0, row_number() over (), s.* from (<the statement, $1…$k>) s
//   union all select 1, row_number() over (), s.* from (<the statement, $k+1…$2k>) s …  order by 1, 2
//
// Each request's rows are exactly what its own statement would have returned: the run starts after
// the request arrived (one statement, one snapshot, READ COMMITTED), so a change committed before any
// request is seen by it, as it would be alone. A request that finds nothing running runs alone, as
// before. Only reads registered by db/statements.ts are batched, never inside a transaction (those go
// through a checked-out client, not the pool). A batch is padded to a power of two by repeating its
// last request (whose extra answers are dropped), so each read has at most a few batched texts. A
// batched text is planned once when its statement is (db/plans.ts).
//
// A statement planned once is shared another way once PostgreSQL has said what type each of its
// parameters takes (`describe`): its parameters travel as arrays, one element per request, and the
// statement runs once per element, its $k reading the element's k-th value:
//
//   select b.i - 1, s.* from unnest($1::<type of $1>[], …) with ordinality as b(p1, …, i)
//   cross join lateral (select row_number() over (), s.* from (<the statement, b.p1…>) s) s  order by 1, 2
//
// Each run of the statement is the same plan as alone (planned once, its values unknown), and the
// parts that do not depend on them are made ready once for the whole run instead of once per branch:
// sixteen pages of users cost PostgreSQL a third less (decision 013, twenty-sixth session). One text
// serves every size. A statement with an array parameter, or one that cannot be described, keeps the
// branches.
import { isPlannedOnce, markPlannedOnce } from './plans';

/** Texts of the read statements that may share a run (db/statements.ts registers them). */
const batchable = new Set<string>();

export function markBatchable(text: string): void {
  // A text with a dollar sign that is not a placeholder is left alone: $k is renumbered as text.
  if (/^\s*select\b/i.test(text) && !/\$(\D|$)/.test(text)) batchable.add(text);
}

/** Shared runs so far (those in the arrays form too) and the requests they answered (the tests read it). */
export const batchStats = { runs: 0, requests: 0, lateralRuns: 0 };

/** Runs of one statement at the same time; more wait for the next. */
const MAX_RUNNING = 2;
/** Requests answered by one run at most (a power of two). */
const MAX_BATCH = 16;
/** PostgreSQL takes at most this many parameters in one statement. */
const MAX_PARAMETERS = 65_535;

type QueryConfig = { text: string; rowMode?: string; types?: unknown; name?: string };
type Result = { rows: unknown[]; fields?: unknown[]; rowCount?: number | null; command?: string };
export type Run = (config: QueryConfig, values: unknown[]) => Promise<Result>;
/** The types PostgreSQL infers for a statement's parameters ($1 first), or null when it cannot say. */
export type Describe = (text: string) => Promise<string[] | null>;

interface Waiting {
  values: unknown[];
  resolve(result: Result): void;
  reject(error: unknown): void;
}

interface Shape {
  /** The batched text for each size (a power of two). */
  texts: Map<number, string>;
  /** The text with arrays of parameters (lateralText): not asked for yet, being asked for, or none (null). */
  lateral?: string | null | 'describing';
  running: number;
  waiting: Waiting[];
}

const PLACEHOLDER = /\$(\d+)/g;

/** `text` with each placeholder $k written as `to(k)`. */
const withPlaceholders = (text: string, to: (k: number) => string) =>
  text.replace(PLACEHOLDER, (_, k: string) => to(Number(k)));

/** How many parameters `text` takes ($1…$n). */
const parameterCount = (text: string) => Math.max(0, ...Array.from(text.matchAll(PLACEHOLDER), (m) => Number(m[1])));

/** `size` copies of `text`, each with its own `width` parameters, tagged by copy and row order. */
export function batchedText(text: string, width: number, size: number): string {
  const branches = Array.from({ length: size }, (_, copy) => {
    const own = withPlaceholders(text, (k) => `$${k + copy * width}`);
    return `select ${copy} as charla_batch_i, row_number() over () as charla_batch_n, s.* from (${own}) as s`;
  });
  return `${branches.join('\nunion all ')}\norder by 1, 2`;
}

/**
 * `text` run once per element of its parameters' arrays (`types`: what PostgreSQL takes $1… as), tagged
 * by element and row order; null when a parameter is itself an array (its arrays would be flattened).
 */
export function lateralText(text: string, types: string[]): string | null {
  if (types.length === 0 || types.some((type) => type.endsWith(']'))) return null;
  const arrays = types.map((type, k) => `cast($${k + 1} as ${type}[])`);
  const columns = types.map((_, k) => `charla_p${k + 1}`);
  const own = withPlaceholders(text, (k) => `charla_b.charla_p${k}`);
  return (
    `select charla_b.charla_batch_i - 1 as charla_batch_i, s.*\n` +
    `from unnest(${arrays.join(', ')}) with ordinality as charla_b(${columns.join(', ')}, charla_batch_i)\n` +
    `cross join lateral (select row_number() over () as charla_batch_n, s.* from (${own}) as s) as s\n` +
    `order by 1, 2`
  );
}

const sizeFor = (count: number) => 2 ** Math.ceil(Math.log2(count));

/**
 * `run` with batching for the registered reads: `run` is how the pool sends a statement (named, with
 * its schema-change retry); `describe` says what types a statement's parameters take.
 */
export function createBatcher(run: Run, describe?: Describe) {
  // Rows as arrays or as objects: the same text read both ways is two shapes, one map per row mode so
  // the statement's own text is the key (no new string per query).
  const shapes = { array: new Map<string, Shape>(), objects: new Map<string, Shape>() };

  const alone = (config: QueryConfig, batch: Waiting[]) =>
    Promise.all(batch.map((w) => run(config, w.values).then(w.resolve, w.reject)));

  /** The arrays text of a statement planned once, asked for once; until it is known, branches. */
  function lateralOf(config: QueryConfig, shape: Shape): string | null | undefined {
    if (shape.lateral === undefined && describe && isPlannedOnce(config.text)) {
      shape.lateral = 'describing';
      const count = parameterCount(config.text);
      describe(config.text).then(
        (types) => {
          const text = types?.length === count ? lateralText(config.text, types) : null;
          if (text) markPlannedOnce(text);
          shape.lateral = text;
        },
        () => (shape.lateral = null),
      );
    }
    return shape.lateral === 'describing' ? undefined : shape.lateral;
  }

  /** The branches text for this many requests (padded to a power of two), or undefined: too many parameters. */
  function branches(config: QueryConfig, shape: Shape, batch: Waiting[], width: number) {
    const size = sizeFor(batch.length);
    if (size * width > MAX_PARAMETERS) return undefined;
    let text = shape.texts.get(size);
    if (!text) {
      text = batchedText(config.text, width, size);
      if (isPlannedOnce(config.text)) markPlannedOnce(text);
      shape.texts.set(size, text);
    }
    const padded = [...batch, ...Array<Waiting>(size - batch.length).fill(batch[batch.length - 1]!)];
    return { text, values: padded.flatMap((w) => w.values), size };
  }

  async function runBatch(config: QueryConfig, shape: Shape, batch: Waiting[]): Promise<void> {
    const width = batch[0]!.values.length;
    if (batch.length === 1 || !batch.every((w) => w.values.length === width)) {
      await alone(config, batch);
      return;
    }
    const lateral = width > 0 ? lateralOf(config, shape) : null;
    const shared = lateral
      ? {
          text: lateral,
          values: Array.from({ length: width }, (_, k) => batch.map((w) => w.values[k])),
          size: batch.length,
        }
      : branches(config, shape, batch, width);
    if (!shared) {
      await alone(config, batch);
      return;
    }
    let result: Result;
    try {
      result = await run({ ...config, text: shared.text }, shared.values);
    } catch (error) {
      // One request's values may fail the shared statement (a value out of range): each runs alone
      // and gets its own answer or error. A statement PostgreSQL refuses in the arrays form (42…: its
      // text or types) keeps the branches from then on.
      if (lateral && String((error as { code?: unknown }).code).startsWith('42')) shape.lateral = null;
      await alone(config, batch);
      return;
    }
    batchStats.runs += 1;
    batchStats.requests += batch.length;
    if (lateral) batchStats.lateralRuns += 1;
    const arrays = config.rowMode === 'array';
    const rowsOf: unknown[][] = Array.from({ length: shared.size }, () => []);
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
      const byText = config.rowMode === 'array' ? shapes.array : shapes.objects;
      let shape = byText.get(config.text);
      if (!shape) {
        shape = { texts: new Map(), running: 0, waiting: [] };
        byText.set(config.text, shape);
      }
      const waiting = new Promise<Result>((resolve, reject) => shape.waiting.push({ values, resolve, reject }));
      pump(config, shape);
      return waiting;
    },
  };
}
