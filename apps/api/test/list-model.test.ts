// Random sequences of list requests — filters, sorts and pages interleaved, callers mixed — must answer
// exactly what a plain model of the list rules (DESIGN §4) computes from the table.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_TYPES } from '@charla/domain/booking';
import { sessions } from '../src/db/schema';
import { startTestApp, type Person, type TestApp } from './app';

let t: TestApp;
type SessionRow = typeof sessions.$inferSelect;
let rows: SessionRow[];

beforeAll(async () => {
  t = await startTestApp();
  rows = await t.db.select().from(sessions);
});
afterAll(() => t.close());

const CALLERS = ['admin', 'student1', 'student2', 'tutor1', 'tutor2'] as const satisfies readonly Person[];

/** Who sees which sessions under the seeded roles (DESIGN §5): admins all, students theirs, tutors theirs. */
function visible(caller: (typeof CALLERS)[number]): SessionRow[] {
  if (caller === 'admin') return rows;
  if (caller.startsWith('student')) return rows.filter((row) => row.user_id === t.people[caller].id);
  return rows.filter((row) => row.tutor_id === t.people[caller].own_tutor_id);
}

interface Query {
  user_id?: string;
  tutor_id?: string;
  estado?: string;
  type?: string;
  meeting_time_after?: Date;
  meeting_time_before?: Date;
  created_at_after?: Date;
  sort_by?: 'meeting_time' | 'created_at' | 'id';
  sort_order?: '1' | '-1';
  page_number?: number;
  page_size?: number;
}

function model(caller: (typeof CALLERS)[number], query: Query): string[] {
  const matching = visible(caller).filter(
    (row) =>
      (query.user_id === undefined || row.user_id === query.user_id) &&
      (query.tutor_id === undefined || row.tutor_id === query.tutor_id) &&
      (query.estado === undefined || row.estado === query.estado) &&
      (query.type === undefined || row.type === query.type) &&
      (query.meeting_time_after === undefined || row.meeting_time > query.meeting_time_after) &&
      (query.meeting_time_before === undefined || row.meeting_time < query.meeting_time_before) &&
      (query.created_at_after === undefined || row.created_at > query.created_at_after),
  );
  const by = query.sort_by ?? 'meeting_time';
  const direction = query.sort_order === '-1' ? -1 : 1;
  const key = (row: SessionRow) => (by === 'id' ? row.id : row[by].getTime());
  matching.sort((a, b) => {
    const [x, y] = [key(a), key(b)];
    if (x !== y) return (x < y ? -1 : 1) * direction;
    return (a.id < b.id ? -1 : a.id > b.id ? 1 : 0) * direction;
  });
  if (query.page_number === undefined) return matching.slice(0, 1000).map((row) => row.id);
  const size = query.page_size ?? 10;
  return matching.slice((query.page_number - 1) * size, query.page_number * size).map((row) => row.id);
}

const instant = () =>
  fc.oneof(
    // A session's own time: the strict bounds are tested exactly at a row.
    fc.constantFrom(...rows.map((row) => row.meeting_time)),
    fc.date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2027-12-31T00:00:00Z'), noInvalidDate: true }),
  );

const queryArb = (): fc.Arbitrary<Query> =>
  fc
    .record(
      {
        user_id: fc.constantFrom(...CALLERS.map((c) => t.people[c].id), ...rows.slice(0, 3).map((row) => row.user_id)),
        tutor_id: fc.constantFrom(...new Set(rows.map((row) => row.tutor_id))),
        estado: fc.constantFrom('programada', 'cancelada'),
        type: fc.constantFrom(...SESSION_TYPES),
        meeting_time_after: instant(),
        meeting_time_before: instant(),
        created_at_after: instant(),
        sort_by: fc.constantFrom('meeting_time', 'created_at', 'id'),
        sort_order: fc.constantFrom('1', '-1'),
        page_number: fc.integer({ min: 1, max: 6 }),
        page_size: fc.constantFrom(10, 20),
      },
      { requiredKeys: [] },
    )
    .map((query) => {
      // page_size alone (without page_number) is ignored by the API, as the spec's lookups expect.
      if (query.page_number === undefined) delete query.page_size;
      return query;
    });

function queryString(query: Query): string {
  return Object.entries(query)
    .map(
      ([name, value]) => `${name}=${encodeURIComponent(value instanceof Date ? value.toISOString() : String(value))}`,
    )
    .join('&');
}

describe('GET /api/sessions', () => {
  it('answers every interleaved sequence of shapes, values and callers as the model does', async () => {
    expect(rows.length).toBeGreaterThan(10);
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.constantFrom(...CALLERS), queryArb()), { minLength: 5, maxLength: 25 }),
        async (steps) => {
          for (const [caller, query] of steps) {
            const res = await t.as(caller).get(`/api/sessions?${queryString(query)}`);
            expect(res.status, queryString(query)).toBe(200);
            expect(
              res.body.data.data.map((row: { id: string }) => row.id),
              `${caller} ${queryString(query)}`,
            ).toEqual(model(caller, query));
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});
