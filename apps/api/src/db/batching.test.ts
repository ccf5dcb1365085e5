// The sharing policy of db/batching.ts, with a stand-in for PostgreSQL that answers each branch of a
// shared statement with its own parameter (the real database answers it in test/batched-reads.pg.test.ts):
// requests that arrive while a run is busy share the next one and each gets its own rows, padding
// included.
import { describe, expect, it } from 'vitest';
import { batchedText, createBatcher, markBatchable, type Run } from './batching';

const TEXT = 'select $1::int as v';
markBatchable(TEXT);

/** A stand-in that takes `ms` per run and answers [branch, row number, value] rows. */
function fakeDatabase(ms: number) {
  const runs: number[] = [];
  const run: Run = async (config, values) => {
    runs.push(values.length);
    await new Promise((resolve) => setTimeout(resolve, ms));
    const shared = config.text !== TEXT;
    return { rows: values.map((v, i) => (shared ? [i, 1, v] : [v])) };
  };
  return { runs, run };
}

const ask = (batcher: ReturnType<typeof createBatcher>, value: number) =>
  batcher.query({ text: TEXT, rowMode: 'array' }, [value]);

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
});
