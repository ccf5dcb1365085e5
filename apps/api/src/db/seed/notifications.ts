// Demo notifications (issue 12): what the demo's own sessions, SEDs and homework would have told each
// student and tutor — the same texts the app writes (notify/messages), some read, the newest unread —
// placed before the demo's "now". Never emailed (email_status null): this is history, not news.
// Admins and content authors are told nothing Charla tracks, so their inbox starts empty.
import { and, asc, desc, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import { assignmentFacts, sessionFacts, signature } from '../../notify/facts';
import {
  homeworkFeedbackItem,
  homeworkSubmittedItem,
  lessonAssignedItem,
  sedProcessedItem,
  sessionFeedbackItem,
  sessionItems,
} from '../../notify/messages';
import { notificationRow, type NotificationItem } from '../../notify/notify';
import { assignments, notifications, seds, sessions } from '../schema';
import type { Tx } from '../tx';
import type { DemoPeople } from './people';

const HOUR = 3_600_000;

interface Told {
  item: NotificationItem;
  at: Date;
  read: boolean;
}

export async function seedNotifications(tx: Tx, people: DemoPeople, now: Date, sessionMinutes = 15): Promise<void> {
  const told: Told[] = [];
  const before = (ms: number) => new Date(now.getTime() - ms);

  for (const [index, studentId] of people.studentIds.entries()) {
    // Their upcoming bookings (both sides), the nearest one still unread.
    const booked = await tx
      .select({ id: sessions.id, estado: sessions.estado, meeting_time: sessions.meeting_time })
      .from(sessions)
      .where(eq(sessions.user_id, studentId))
      .orderBy(asc(sessions.meeting_time));
    const ahead = booked.filter((s) => s.estado === 'programada' && s.meeting_time.getTime() > now.getTime());
    for (const [k, session] of ahead.entries()) {
      const facts = (await sessionFacts(tx, session.id))!;
      const at = before((2 + k * 20 + index) * HOUR);
      for (const item of sessionItems(facts, 'booked', sessionMinutes)) told.push({ item, at, read: k > 0 });
    }
    // The cancelled one: read by both.
    for (const session of booked.filter((s) => s.estado === 'cancelada')) {
      const facts = (await sessionFacts(tx, session.id))!;
      for (const item of sessionItems(facts, 'cancelled', sessionMinutes))
        told.push({ item, at: before((24 + index) * HOUR), read: true });
    }
    // The latest feedback on a past session: read.
    const [reviewed] = await tx
      .select({ id: sessions.id, meeting_time: sessions.meeting_time })
      .from(sessions)
      .where(and(eq(sessions.user_id, studentId), lt(sessions.meeting_time, now), isNotNull(sessions.feedback)))
      .orderBy(desc(sessions.meeting_time))
      .limit(1);
    if (reviewed) {
      const facts = (await sessionFacts(tx, reviewed.id))!;
      told.push({
        item: sessionFeedbackItem(facts),
        at: new Date(reviewed.meeting_time.getTime() + 3 * HOUR),
        read: true,
      });
    }
    // Processed SEDs: the newest unread.
    const ready = await tx
      .select({ id: seds.id, user_id: seds.user_id, created_at: seds.created_at })
      .from(seds)
      .where(and(eq(seds.user_id, studentId), eq(seds.status, 'listo')))
      .orderBy(desc(seds.created_at));
    for (const [k, sed] of ready.entries())
      told.push({ item: sedProcessedItem(sed), at: new Date(sed.created_at.getTime() + HOUR / 4), read: k > 0 });
  }

  // Homework: assigned (the newest unread), submitted (to the tutor), feedback (to the student).
  const homework = await tx
    .select()
    .from(assignments)
    .where(inArray(assignments.user_id, people.studentIds))
    .orderBy(desc(assignments.created_at));
  const newestOf = new Set<string>();
  for (const assignment of homework) {
    const facts = (await assignmentFacts(tx, assignment.id))!;
    const by = await signature(tx, assignment.assigned_by ?? assignment.user_id);
    const isNewest = !newestOf.has(assignment.user_id);
    newestOf.add(assignment.user_id);
    told.push({ item: lessonAssignedItem(facts, by), at: assignment.created_at, read: !isNewest });
    if (assignment.completed_at && facts.tutor_user_id) {
      const item = homeworkSubmittedItem(facts, facts.tutor_user_id);
      told.push({ item, at: assignment.completed_at, read: Boolean(assignment.feedback) });
      if (assignment.feedback)
        told.push({
          item: homeworkFeedbackItem(facts, by),
          at: new Date(assignment.completed_at.getTime() + HOUR),
          read: false,
        });
    }
  }

  const rows = told
    .filter(({ at }) => at.getTime() <= now.getTime())
    .map(({ item, at, read }) => ({
      ...notificationRow(item),
      read_at: read ? new Date(Math.min(at.getTime() + HOUR, now.getTime())) : null,
      email_status: null,
      created_at: at,
    }));
  if (rows.length > 0) await tx.insert(notifications).values(rows);
}
