// Sessions: booking, rescheduling, cancelling and the tutor's feedback (DESIGN §6); reads: resource.ts.
import { and, eq, sql } from 'drizzle-orm';
import { ADMIN_ROLE_ID } from '@charla/domain/ids';
import {
  noticeProblem,
  type BookSessionInput,
  type CancelSessionInput,
  type SessionFeedbackInput,
} from '@charla/domain/booking';
import { ATTENDANCE_MESSAGES, attendanceProblem, type SessionAttendanceInput } from '@charla/domain/sessions';
import type { Actor } from '../../access/actor';
import { assertGrantAllows, authorize, grantCondition } from '../../access/guard';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { plans, sessions, tutors, users } from '../../db/schema';
import type { Tx } from '../../db/tx';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { meetingUrl } from '../../lib/meeting-url';
import { sessionFacts } from '../../notify/facts';
import { sessionFeedbackItem, sessionItems, type SessionEvent } from '../../notify/messages';
import type { Notifier } from '../../notify/notifier';
import { FirstChoiceTaken, planBooking, refuseEarly, type BookingRequest } from './booking';
import { bookableTutors } from './bookable';
import { sessionAccessColumns, sessionFrom } from './columns';
import { SESSION_NOT_FOUND } from './resource';

export type SessionRow = Awaited<ReturnType<ReturnType<typeof sessionFrom>['where']>>[number];

export function createSessionService(db: Db, config: Config, now: () => Date, notifier: Notifier) {
  const sessionMinutes = config.SESSION_MINUTES;

  /** A session as the API shows it once a write has committed. */
  async function findSession(id: string): Promise<SessionRow | undefined> {
    const [row] = await sessionFrom(db).where(eq(sessions.id, id));
    return row;
  }

  /** Locks the session inside the caller's grant for this operation, or 404. */
  async function lockSession(tx: Tx, actor: Actor, id: string, action: 'patch' | 'delete') {
    const grant = authorize(actor, 'sessions', action, 'sessions', action === 'patch' ? 'update' : 'delete');
    const [row] = await tx
      .select()
      .from(sessions)
      .where(and(eq(sessions.id, id), grantCondition(grant, sessionAccessColumns)))
      .for('update');
    if (!row) throw notFound(SESSION_NOT_FOUND);
    return { row, grant };
  }

  /**
   * The plan's minimum notice (docs/decisions/024) binds the session's own student: inside it they can
   * no longer cancel or reschedule (409). Admins and the tutor are not held to it.
   */
  async function assertNoticeAllows(tx: Tx, actor: Actor, row: { user_id: string; meeting_time: Date }) {
    if (row.user_id !== actor.id || actor.role.id === ADMIN_ROLE_ID) return;
    const [plan] = await tx
      .select({ hours: plans.cancel_notice_hours })
      .from(users)
      .innerJoin(plans, eq(plans.id, users.plan_id))
      .where(eq(users.id, row.user_id));
    const problem = noticeProblem(row.meeting_time, plan?.hours ?? 0, now());
    if (problem) throw conflict(problem);
  }

  /** Tells the student and the tutor, inside the transaction: the ids whose email is pending. */
  async function tellSession(tx: Tx, id: string, event: SessionEvent, previousTime?: Date) {
    const facts = await sessionFacts(tx, id);
    return facts ? notifier.store(tx, sessionItems(facts, event, sessionMinutes, previousTime)) : [];
  }

  /**
   * After the commit: the session as the API shows it, read while its emails and then (for a booked or
   * moved session, `scheduledAt`) its reminders are queued.
   */
  async function afterCommit(id: string, pending: string[], scheduledAt?: Date): Promise<SessionRow> {
    const effects = async () => {
      await notifier.emailsPending(pending);
      if (scheduledAt) await notifier.sessionScheduled(id, scheduledAt);
    };
    const [session] = await Promise.all([findSession(id), effects()]);
    return session!;
  }

  /** A new booking: refused early when what is committed refuses it, else decided under the locks. */
  async function book(actor: Actor, input: BookSessionInput) {
    const grant = authorize(actor, 'sessions', 'create', 'sessions', 'create');
    const request: BookingRequest = {
      studentId: actor.id,
      input,
      now: now(),
      sessionMinutes,
      ...(await bookableTutors(db, actor, input, actor.id)),
    };
    const [first] = await refuseEarly(db, request);
    const id = newId();
    const write = (tryFirst?: string) =>
      db.transaction(async (tx) => {
        const plan = await planBooking(tx, request, tryFirst);
        const row = {
          id,
          user_id: actor.id,
          tutor_id: plan.tutorId,
          type: input.type,
          meeting_time: plan.meetingTime,
          meeting_url: meetingUrl(config.MEETING_URL_TEMPLATE),
          estado: 'programada',
          sequence: 0,
          cancel_reason: null,
        };
        assertGrantAllows(grant, row);
        // The texts' facts: the row as written and the names read with the checks; the row and its
        // notifications stored in one statement.
        const facts = { ...row, student_id: row.user_id, ...plan.names };
        const booked = tx.$with('booked').as(tx.insert(sessions).values(row).returning({ id: sessions.id }));
        const items = sessionItems(facts, 'booked', sessionMinutes);
        return { pending: await notifier.store(tx, items, booked), time: plan.meetingTime };
      });
    // 'Any' tries the first free tutor alone; one taken meanwhile sends it over every candidate.
    const { pending, time } = await write(first).catch((error: unknown) => {
      if (error instanceof FirstChoiceTaken) return write();
      throw error;
    });
    return afterCommit(id, pending, time);
  }

  return {
    book,

    /** The spec's edit mode: the same payload, checked like a new booking. Only the student's own. */
    async reschedule(actor: Actor, id: string, input: BookSessionInput) {
      const { pending, time } = await db.transaction(async (tx) => {
        const { row, grant } = await lockSession(tx, actor, id, 'patch');
        if (row.user_id !== actor.id && grant.filters !== null)
          throw forbidden('Solo el estudiante puede reprogramar su sesión');
        if (row.estado === 'cancelada' || row.meeting_time.getTime() <= now().getTime()) {
          throw conflict('Solo puedes reprogramar sesiones futuras que no estén canceladas');
        }
        await assertNoticeAllows(tx, actor, row);
        const plan = await planBooking(tx, {
          studentId: row.user_id,
          input,
          now: now(),
          sessionMinutes,
          // The session's student's plan language, whoever moves it.
          ...(await bookableTutors(tx, actor, input, row.user_id)),
          excludeSessionId: id,
        });
        const [updated] = await tx
          .update(sessions)
          .set({
            tutor_id: plan.tutorId,
            meeting_time: plan.meetingTime,
            type: input.type,
            sequence: sql`${sessions.sequence} + 1`,
          })
          .where(eq(sessions.id, id))
          .returning();
        assertGrantAllows(grant, updated!);
        return { pending: await tellSession(tx, id, 'rescheduled', row.meeting_time), time: plan.meetingTime };
      });
      return afterCommit(id, pending, time);
    },

    /** The session's tutor (or a role with unrestricted sessions) writes feedback once it happened. */
    async writeFeedback(actor: Actor, id: string, input: SessionFeedbackInput) {
      const pending = await db.transaction(async (tx) => {
        const { row, grant } = await lockSession(tx, actor, id, 'patch');
        const [own] = await tx
          .select({ id: tutors.id })
          .from(tutors)
          .where(and(eq(tutors.id, row.tutor_id), eq(tutors.user_id, actor.id)));
        if (!own && grant.filters !== null)
          throw forbidden('Solo el tutor de la sesión puede escribir la retroalimentación');
        if (row.estado === 'cancelada') throw conflict('La sesión está cancelada: no lleva retroalimentación');
        if (row.meeting_time.getTime() > now().getTime()) {
          throw conflict('La retroalimentación se escribe cuando la sesión ya ocurrió');
        }
        const feedback = input.feedback || null;
        await tx.update(sessions).set({ feedback }).where(eq(sessions.id, id));
        // New or changed feedback is told to the student; clearing it or saving it unchanged is not.
        if (!feedback || feedback === row.feedback) return [];
        const facts = await sessionFacts(tx, id);
        return facts ? notifier.store(tx, [sessionFeedbackItem(facts)]) : [];
      });
      return afterCommit(id, pending);
    },

    /**
     * After its time, the session's tutor marks whether it happened (or takes the mark back); a role with
     * unrestricted sessions (an admin) may correct it. The student reads it, never sets it (decision 038).
     */
    async markAttendance(actor: Actor, id: string, input: SessionAttendanceInput) {
      await db.transaction(async (tx) => {
        const { row, grant } = await lockSession(tx, actor, id, 'patch');
        const [own] = await tx
          .select({ id: tutors.id })
          .from(tutors)
          .where(and(eq(tutors.id, row.tutor_id), eq(tutors.user_id, actor.id)));
        if (!own && grant.filters !== null) throw forbidden(ATTENDANCE_MESSAGES.notYours);
        const problem = attendanceProblem(row, now());
        if (problem) throw conflict(problem);
        await tx.update(sessions).set({ attendance: input.attendance }).where(eq(sessions.id, id));
      });
      return (await findSession(id))!;
    },

    /**
     * DELETE cancels (soft): the slot and the quota are free again. Only future sessions, outside the
     * plan's notice for their student. An optional reason goes to the tutor.
     */
    async cancel(actor: Actor, id: string, input: CancelSessionInput = {}) {
      const pending = await db.transaction(async (tx) => {
        const { row } = await lockSession(tx, actor, id, 'delete');
        if (row.estado === 'cancelada') throw conflict('La sesión ya estaba cancelada');
        if (row.meeting_time.getTime() <= now().getTime()) throw conflict('Solo puedes cancelar sesiones futuras');
        await assertNoticeAllows(tx, actor, row);
        await tx
          .update(sessions)
          .set({
            estado: 'cancelada',
            cancelled_at: now(),
            cancel_reason: input.cancel_reason || null,
            sequence: sql`${sessions.sequence} + 1`,
          })
          .where(eq(sessions.id, id));
        return tellSession(tx, id, 'cancelled');
      });
      return afterCommit(id, pending);
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
