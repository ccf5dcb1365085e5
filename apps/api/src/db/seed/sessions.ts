// Demo sessions (DESIGN §10 + issue 3): for every student some past sessions (most with the tutor's
// feedback), one cancelled booking and two upcoming ones at times their tutor really offers.
import { eq, inArray } from 'drizzle-orm';
import { bookingWindow, tutorStartTimes, type TutorSchedule } from '@charla/domain/booking';
import { newId } from '../../lib/ids';
import { sessions, tutors, users } from '../schema';
import type { Tx } from '../tx';
import { DEMO_CANCEL_NOTICE_HOURS, type DemoPeople } from './people';

const FEEDBACK = [
  'Buen avance con la pronunciación de la "th". Practica los verbos irregulares en pasado para la próxima sesión.',
  'Excelente fluidez. Trabaja en conectar ideas con "however" y "although".',
  'Leíste con buena entonación. Repasa el vocabulario nuevo del capítulo 3.',
];

const DAY = 86_400_000;

export async function seedSessions(tx: Tx, people: DemoPeople, now: Date, meetingUrl: () => string): Promise<void> {
  const tutorRows = await tx.select().from(tutors).where(inArray(tutors.id, people.tutorIds));
  const schedules = new Map<string, TutorSchedule>(tutorRows.map((t) => [t.id, t]));
  const window = bookingWindow(now);
  // When the month has fewer than three times of the tutor left (its last days), the demo's upcoming
  // sessions go into the next month.
  const beyondMonth = { dates: ['next'], start: now.getTime() + DAY, end: now.getTime() + 31 * DAY };
  const used = new Set<string>();
  const rows: (typeof sessions.$inferInsert)[] = [];

  for (const [index, studentId] of people.studentIds.entries()) {
    const [student] = await tx.select({ tutor_id: users.tutor_id }).from(users).where(eq(users.id, studentId));
    const tutorId = student!.tutor_id!;
    // Beyond the plans' notice, so the demo student can still cancel or move each of them.
    const earliest = now.getTime() + DEMO_CANCEL_NOTICE_HOURS * 3_600_000;
    const freeIn = (w: typeof beyondMonth) =>
      tutorStartTimes(schedules.get(tutorId)!, w).filter((t) => !used.has(`${tutorId}|${t}`) && t > earliest);
    const inMonth = window.dates.length > 0 ? freeIn(window) : [];
    const free = inMonth.length >= 3 ? inMonth : freeIn(beyondMonth);
    // On different days: the first free time of every other offered day, students staggered.
    const byDay = new Map<number, number[]>();
    for (const t of free) {
      const day = Math.floor((t - 6 * 3_600_000) / DAY);
      byDay.set(day, [...(byDay.get(day) ?? []), t]);
    }
    const days = [...byDay.values()];
    const picks = threePicks(days, index);
    picks.forEach((instant, k) => {
      used.add(`${tutorId}|${instant}`);
      const cancelled = k === 2;
      rows.push({
        id: newId(),
        user_id: studentId,
        tutor_id: tutorId,
        type: k === 1 ? 'reading-session' : 'speaking-session',
        meeting_time: new Date(instant),
        meeting_url: meetingUrl(),
        estado: cancelled ? 'cancelada' : 'programada',
        cancelled_at: cancelled ? new Date(now.getTime() - DAY) : null,
      });
    });
    for (let k = 0; k < 3; k++) {
      const when = new Date(now.getTime() - (20 + 7 * k + index) * DAY);
      when.setUTCHours(15 + k, 0, 0, 0);
      rows.push({
        id: newId(),
        user_id: studentId,
        tutor_id: tutorId,
        type: k === 2 ? 'reading-session' : 'speaking-session',
        meeting_time: when,
        meeting_url: meetingUrl(),
        estado: 'programada',
        feedback: k < 2 ? FEEDBACK[(index + k) % FEEDBACK.length]! : null,
        // Those with feedback happened; of the oldest, one student did not come and the rest are not marked
        // yet (issue 51: the insights show every outcome).
        attendance: k < 2 ? 'attended' : index === 1 ? 'no_show' : null,
        created_at: new Date(when.getTime() - 5 * DAY),
      });
    }
  }
  if (rows.length > 0) await tx.insert(sessions).values(rows);
}

/**
 * Two upcoming bookings and the cancelled one: the first free time of every other offered day
 * (students staggered), and when the month has fewer offered days left (a tutor with two days near the
 * month's end), other days and then other times of the same days, so every student still gets three.
 */
export function threePicks(days: number[][], index: number): number[] {
  const order = [0, 2, 4, ...days.keys()].filter((k, i, all) => k < days.length && all.indexOf(k) === i);
  const candidates = [...order.map((k) => days[k]![(index * 2) % days[k]!.length]!), ...order.flatMap((k) => days[k]!)];
  return [...new Set(candidates)].slice(0, 3);
}
