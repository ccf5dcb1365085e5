import { describe, expect, it } from 'vitest';
import type { TutorUseRow } from '@charla/domain/insights';
import { sortTutorUse, tutorUseTotals } from './tutor-use';

const row = (overrides: Partial<TutorUseRow>): TutorUseRow => ({
  tutor_id: 'a',
  tutor_name: 'Ana',
  week_start: '2026-11-02',
  available_hours: 10,
  booked_hours: 4,
  cancelled: 1,
  no_show: 0,
  ...overrides,
});

describe('tutorUseTotals', () => {
  it('sums each tutor over the weeks, booked over available, weeks in order', () => {
    const totals = tutorUseTotals([
      row({ week_start: '2026-11-09', booked_hours: 6, no_show: 2 }),
      row({}),
      row({ tutor_id: 'c', tutor_name: 'Carlos', available_hours: 0, booked_hours: 0, cancelled: 0 }),
    ]);
    expect(totals).toEqual([
      {
        tutor_id: 'a',
        tutor_name: 'Ana',
        available_hours: 20,
        booked_hours: 10,
        cancelled: 2,
        no_show: 2,
        use: 0.5,
        weeks: [
          { week_start: '2026-11-02', booked_hours: 4 },
          { week_start: '2026-11-09', booked_hours: 6 },
        ],
      },
      expect.objectContaining({ tutor_name: 'Carlos', use: 0, available_hours: 0 }),
    ]);
  });
});

describe('sortTutorUse', () => {
  const totals = tutorUseTotals([
    row({ tutor_id: 'a', tutor_name: 'Ana', booked_hours: 4, cancelled: 3 }),
    row({ tutor_id: 'b', tutor_name: 'Beto', booked_hours: 8, cancelled: 1 }),
    row({ tutor_id: 'c', tutor_name: 'Carla', booked_hours: 2, cancelled: 1 }),
  ]);
  const names = (list: { tutor_name: string }[]) => list.map((t) => t.tutor_name);
  it.each([
    [{ column: 'tutor_name', direction: 'descending' }, ['Carla', 'Beto', 'Ana']],
    [{ column: 'use', direction: 'descending' }, ['Beto', 'Ana', 'Carla']],
    [{ column: 'cancelled', direction: 'ascending' }, ['Beto', 'Carla', 'Ana']],
  ] as const)('%o', (sort, expected) => {
    expect(names(sortTutorUse(totals, sort))).toEqual(expected);
  });
});
