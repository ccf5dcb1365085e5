// The grouping policy of db/group-commit.ts, with a stand-in for the database (the real statement is
// exercised in modules/practice-stats/practice-stats.test.ts): writes that arrive while groups are
// being written share the next statement, each answered in its place, and a group that fails is
// written again one by one, so only the failing write fails.
import { describe, expect, it } from 'vitest';
import { createGroupWriter } from './group-commit';

/** A stand-in that takes a moment per statement, refuses negative items and answers each doubled. */
function fakeDatabase() {
  const statements: number[][] = [];
  const writeAll = async (items: number[]) => {
    statements.push(items);
    await new Promise((resolve) => setTimeout(resolve, 2));
    if (items.some((item) => item < 0)) throw new Error(`refused: ${items.filter((item) => item < 0).join(', ')}`);
    return items.map((item) => item * 2);
  };
  return { statements, writeAll };
}

describe('group commit', () => {
  it('writes what arrives meanwhile in one statement, each answered in its place', async () => {
    const db = fakeDatabase();
    const write = createGroupWriter(db.writeAll);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, k) => write(k)));
    expect(answers).toEqual(Array.from({ length: 12 }, (_, k) => k * 2));
    // Two go alone (two groups at a time); the ten that waited share the next statement.
    expect(db.statements).toEqual([[0], [1], [2, 3, 4, 5, 6, 7, 8, 9, 10, 11]]);
  });

  it('writes no more than 32 in one statement', async () => {
    const db = fakeDatabase();
    const write = createGroupWriter(db.writeAll);
    await Promise.all(Array.from({ length: 70 }, (_, k) => write(k)));
    expect(db.statements.map((items) => items.length)).toEqual([1, 1, 32, 32, 4]);
  });

  it('fails only the write that fails: a refused group is written again one by one', async () => {
    const db = fakeDatabase();
    const write = createGroupWriter(db.writeAll);
    const outcomes = await Promise.allSettled([1, 2, 3, -4, 5].map((item) => write(item)));
    expect(outcomes.map((o) => (o.status === 'fulfilled' ? o.value : (o.reason as Error).message))).toEqual([
      2,
      4,
      6,
      'refused: -4',
      10,
    ]);
    expect(db.statements).toEqual([[1], [2], [3, -4, 5], [3], [-4], [5]]);
  });
});
