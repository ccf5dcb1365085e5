// The sharing policy of db/batching.ts, with a stand-in for PostgreSQL that answers each branch of a
// shared statement with its own parameter (the real database answers it in test/batched-reads.pg.test.ts):
// requests that arrive while a run is busy share the next one and each gets its own rows, padding
// included; a statement planned once shares its run with its parameters as arrays once its types are known.
import { describe, expect, it } from 'vitest';
import { batchedText, batchStats, createBatcher, lateralText, markBatchable, type Run } from './batching';
import { markPlannedOnce } from './plans';

const TEXT = 'select $1::int as v';
markBatchable(TEXT);

/** A stand-in that takes `ms` per run and answers [branch, row number, value] rows. */
function fakeDatabase(ms: number) {
  const runs: (number | string)[] = [];
  const run: Run = async (config, values) => {
    const arrays = config.text.includes('with ordinality');
    runs.push(arrays ? `arrays of ${(values[0] as unknown[]).length}` : values.length);
    await new Promise((resolve) => setTimeout(resolve, ms));
    if (arrays) return { rows: (values[0] as unknown[]).map((v, i) => [i, 1, v]) };
    const shared = !config.text.startsWith('select $1');
    return { rows: values.map((v, i) => (shared ? [i, 1, v] : [v])) };
  };
  return { runs, run };
}

const ask = (batcher: ReturnType<typeof createBatcher>, value: number, text = TEXT) =>
  batcher.query({ text, rowMode: 'array' }, [value]);

const PLANNED_ONCE = 'select $1::int + 0 as v';
markBatchable(PLANNED_ONCE);
markPlannedOnce(PLANNED_ONCE);

describe('shared reads', () => {
  it('numbers each branch’s parameters after the ones before it', () => {
    expect(batchedText(TEXT, 1, 2)).toContain('select $2::int as v');
    expect(batchedText('select $1, $2', 2, 2)).toContain('select $3, $4');
  });

  it('answer requests that arrive while a run is busy in one run, each with its own rows', async () => {
    const db = fakeDatabase(1);
    const batcher = createBatcher(db.run);
    const answers = await Promise.all(Array.from({ length: 13 }, (_, k) => ask(batcher, k)));
    expect(answers.map((answer) => answer!.rows)).toEqual(Array.from({ length: 13 }, (_, k) => [[k]]));
    // The first two run alone (two runs at a time); the eleven that waited share one, padded to 16.
    expect(db.runs).toEqual([1, 1, 16]);
  });

  it('write a statement’s parameters as arrays of their types, and leave array parameters to the branches', () => {
    const text = lateralText('select $1 as a, $2 as b, $1 as c', ['uuid', 'timestamp with time zone']);
    expect(text).toContain('unnest(cast($1 as uuid[]), cast($2 as timestamp with time zone[])) with ordinality');
    expect(text).toContain('select charla_b.charla_p1 as a, charla_b.charla_p2 as b, charla_b.charla_p1 as c');
    expect(lateralText('select $1', ['uuid[]'])).toBeNull();
  });

  it('share a statement planned once as arrays once PostgreSQL has described it, branches until then', async () => {
    const db = fakeDatabase(1);
    const described: string[] = [];
    const batcher = createBatcher(db.run, async (text) => {
      described.push(text);
      return ['integer'];
    });
    const before = batchStats.lateralRuns;
    const first = await Promise.all(Array.from({ length: 5 }, (_, k) => ask(batcher, k, PLANNED_ONCE)));
    await new Promise((resolve) => setTimeout(resolve, 5)); // the runs' own ends, after their answers
    const second = await Promise.all(Array.from({ length: 7 }, (_, k) => ask(batcher, 10 + k, PLANNED_ONCE)));
    expect(first.map((answer) => answer!.rows)).toEqual(Array.from({ length: 5 }, (_, k) => [[k]]));
    expect(second.map((answer) => answer!.rows)).toEqual(Array.from({ length: 7 }, (_, k) => [[10 + k]]));
    expect(described).toEqual([PLANNED_ONCE]);
    // The first shared run had branches (padded to 4); the next, after the description, arrays of 5.
    expect(db.runs).toEqual([1, 1, 4, 1, 1, 'arrays of 5']);
    expect(batchStats.lateralRuns).toBe(before + 1);
  });
});
