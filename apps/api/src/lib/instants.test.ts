import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { openTestDatabase } from '../../test/database';
import { isoInstant } from './instants';

/** What the drivers gave Drizzle and Drizzle turned into the reply: a Date of the text, written by toJSON. */
const throughDate = (text: string) => new Date(text).toISOString();

/** An instant as PostgreSQL writes a timestamptz in a UTC session: microseconds, trailing zeros dropped. */
function postgresText(millis: number, micros: number): string {
  const iso = new Date(millis).toISOString();
  const fraction = `${iso.slice(20, 23)}${String(micros).padStart(3, '0')}`.replace(/0+$/, '');
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}${fraction ? `.${fraction}` : ''}+00`;
}

describe('isoInstant', () => {
  it('writes what a Date of the text would, for every instant of years 1000–9999', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1000, 0, 1), max: Date.UTC(9999, 11, 31, 23, 59, 59, 999) }),
        fc.integer({ min: 0, max: 999 }),
        (millis, micros) => {
          const text = postgresText(millis, micros);
          expect(isoInstant(text)).toBe(throughDate(text));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it.each([
    '2026-11-26 12:34:56+00',
    '2026-11-26 12:34:56.1+00',
    '2026-11-26 12:34:56.999999+00',
    '2026-11-26 06:34:56.5-06', // another session time zone
    '2026-11-26 12:34:56.123+05:30',
  ])('%s as through a Date', (text) => {
    expect(isoInstant(text)).toBe(throughDate(text));
  });

  it('takes a Date as it is and refuses what is no instant', () => {
    const date = new Date('2026-11-26T12:34:56.789Z');
    expect(isoInstant(date)).toBe('2026-11-26T12:34:56.789Z');
    expect(() => isoInstant(42)).toThrow(TypeError);
  });
});

describe('isoInstant on what the database sends', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('agrees with a Date for a thousand stored instants, microseconds included', async () => {
    const result = (await database.db.execute(
      sql`select (timestamptz '2026-03-08 07:59:59.999999+00' + n * interval '37 minutes 13.000317 seconds') as at
        from generate_series(-500, 499) as n`,
    )) as unknown as { rows: { at: unknown }[] };
    expect(result.rows).toHaveLength(1000);
    for (const { at } of result.rows) {
      expect(typeof at).toBe('string');
      expect(isoInstant(at)).toBe(throughDate(at as string));
    }
  });
});
