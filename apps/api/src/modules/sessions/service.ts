// Sessions: booking, listing, rescheduling, cancelling and the tutor's feedback (DESIGN §6).
import { and, eq, sql } from 'drizzle-orm';
import { ADMIN_ROLE_ID } from '@charla/domain/ids';
import {
  noticeProblem,
  type BookSessionInput,
  type CancelSessionInput,
  type SessionFeedbackInput,
} from '@charla/domain/booking';
import type { Actor } from '../../access/actor';
import { assertGrantAllows, authorize, authorizeCheckedWrite, grantCondition } from '../../access/guard';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { preparedStatement } from '../../db/statements';
import { plans, sessions, tutors, users } from '../../db/schema';
import type { Tx } from '../../db/tx';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { meetingUrl } from '../../lib/meeting-url';
import { createCrud } from '../../lib/crud';
import type { ListQuery } from '../../lib/list';
import { sessionFacts } from '../../notify/facts';
import { sessionFeedbackItem, sessionItems, type SessionEvent } from '../../notify/messages';
import type { Notifier } from '../../notify/notifier';
import { CallerChanged, FirstChoiceTaken, planBooking, refuseEarly, type BookingRequest } from './booking';
import { createBookableTutors } from './bookable';
import { sessionAccessColumns, sessionColumns, sessionFrom, sessionList } from './columns';

const NOT_FOUND = 'Sesión no encontrada';

export type SessionRow = Awaited<ReturnType<ReturnType<typeof sessionFrom>['where']>>[number];

export function createSessionService(db: Db, config: Config, now: () => Date, notifier: Notifier) {
  const sessionMinutes = config.SESSION_MINUTES;
  const reads = createCrud<SessionRow>(db, {
    collection: 'sessions',
    resource: 'sessions',
    table: sessions,
    columns: sessionColumns,
    from: (q, columns) => sessionFrom(q, columns) as never,
    accessColumns: sessionAccessColumns,
    list: sessionList,
    notFoundMessage: NOT_FOUND,
  });

  /** A session as the API shows it once a write has committed: one prepared read, shared by concurrent writes. */
  const sessionById = preparedStatement(db, 'session_by_id', 'after_write', () =>
    sessionFrom(db).where(eq(sessions.id, sql`${sql.placeholder('id')}::uuid`)),
  );

  async function findSession(id: string): Promise<SessionRow | undefined> {
    const [row] = (await sessionById.execute({ id })) as SessionRow[];
    return row;
  }

  const { bookableTutors, keptBookable } = createBookableTutors(db);

  /** Locks the session inside the caller's grant for this operation, or 404. */
  async function lockSession(tx: Tx, actor: Actor, id: string, action: 'patch' | 'delete') {
    const grant = authorize(actor, 'sessions', action, 'sessions', action === 'patch' ? 'update' : 'delete');
    const [row] = await tx
      .select()
      .from(sessions)
      .where(and(eq(sessions.id, id), grantCondition(grant, sessionAccessColumns)))
      .for('update');
    if (!row) throw notFound(NOT_FOUND);
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

  async function bookAs(actor: Actor, input: BookSessionInput, caller?: BookingRequest['caller']) {
    const grant = authorizeCheckedWrite(actor, 'sessions', 'create', 'sessions', 'create');
    const { tutors: kept, keptVersion } = await keptBookable(actor, input);
    let request: BookingRequest = { studentId: actor.id, input, now: now(), sessionMinutes, tutors: kept, caller };
    let free = await refuseEarly(db, request, keptVersion);
    if (free === 'stale') {
      request = { ...request, tutors: (await keptBookable(actor, input, { reread: true })).tutors };
      free = await refuseEarly(db, request);
    }
    const first = free === 'stale' ? undefined : free[0];
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
    /** Reads go through the shared CRUD: grants in the statement, a cached caller checked there too. */
    list: (actor: Actor, query: ListQuery) => reads.list(actor, query),
    get: (actor: Actor, id: string) => reads.get(actor, id),

    /**
     * A new booking. The route may start from a cached caller (plugins/auth 'checked-write'): refuseEarly's
     * statement confirms it, and what is decided after that stands. A caller found changed, or a refusal
     * given before that statement, is decided again with the caller read afresh (at the same version
     * nothing changed, and the refusal stands).
     */
    async book(actor: Actor, input: BookSessionInput) {
      if (actor.verified) return bookAs(actor, input);
      const caller = { version: actor.version, confirmed: false };
      try {
        return await bookAs(actor, input, caller);
      } catch (error) {
        const changed = error instanceof CallerChanged;
        if (!changed && (caller.confirmed || !(error instanceof AppError) || error.status >= 500)) throw error;
        const fresh = await actor.refresh();
        if (!changed && fresh.version === actor.version) throw error;
        return bookAs(fresh, input);
      }
    },

    /** The spec's edit mode: the same payload, checked like a new booking. Only the student's own. */
    async reschedule(actor: Actor, id: string, input: BookSessionInput) {
      const tutorsAllowed = await bookableTutors(actor, input);
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
          tutors: tutorsAllowed,
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
