// The demo is seeded relative to its "now", so it must hold on any day: every student gets two upcoming
// sessions and a cancelled one, and every demo student and tutor an inbox with read and unread items —
// also in a month's last days, when a tutor who works two weekdays has only one or two of them left.
import { describe, expect, it } from 'vitest';
import { and, eq, gt, isNull, isNotNull, ne } from 'drizzle-orm';
import { openTestDatabase } from '../../../test/database';
import { notifications, sessions, users } from '../schema';
import { seedDatabase } from './index';
import { threePicks } from './sessions';

const DAY = 86_400_000;

describe('threePicks', () => {
  it.each([
    { days: [[1], [2], [3], [4], [5]], expected: [1, 3, 5] },
    {
      days: [
        [1, 11],
        [2, 12],
      ],
      expected: [1, 2, 11],
    },
    { days: [[1, 11, 21]], expected: [1, 11, 21] },
    { days: [[1]], expected: [1] },
    { days: [], expected: [] },
  ])('$days → $expected', ({ days, expected }) => {
    expect(threePicks(days, 0)).toEqual(expected);
  });
});

describe('the demo on every day around a month’s end', () => {
  const days = Array.from({ length: 10 }, (_, k) => new Date(Date.UTC(2026, 10, 23, 15) + k * DAY));

  it.each(days.map((now) => [now.toISOString().slice(0, 10), now] as const))('%s', async (_, now) => {
    const database = await openTestDatabase();
    try {
      await seedDatabase(database.db, { demo: true, now });
      const people = await database.db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(and(isNotNull(users.email)));
      for (const person of people.filter((p) => /^(estudiante|tutor)\d@/.test(p.email))) {
        const inbox = await database.db
          .select({ read_at: notifications.read_at })
          .from(notifications)
          .where(eq(notifications.user_id, person.id));
        expect(
          inbox.some((n) => n.read_at === null),
          `${person.email} unread`,
        ).toBe(true);
        expect(
          inbox.some((n) => n.read_at !== null),
          `${person.email} read`,
        ).toBe(true);
        if (!person.email.startsWith('estudiante')) continue;
        const upcoming = await database.db
          .select({ id: sessions.id })
          .from(sessions)
          .where(
            and(eq(sessions.user_id, person.id), ne(sessions.estado, 'cancelada'), gt(sessions.meeting_time, now)),
          );
        const cancelled = await database.db
          .select({ id: sessions.id })
          .from(sessions)
          .where(and(eq(sessions.user_id, person.id), eq(sessions.estado, 'cancelada'), isNull(sessions.feedback)));
        expect(upcoming, `${person.email} upcoming`).toHaveLength(2);
        expect(cancelled, `${person.email} cancelled`).toHaveLength(1);
      }
    } finally {
      await database.close();
    }
  });
});
