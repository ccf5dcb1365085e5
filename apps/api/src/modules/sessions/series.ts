// Standing weekly sessions (issue 50, decision 037): one request previews or books the same tutor,
// weekday and time for 2–12 weeks. Each week booked is an ordinary session tied by `series_id`, under the
// rules of a single booking (booking.ts): the student's lock, the tutor's shared lock and the slot lock of
// every week, taken in one global order, the schedule read under a share lock, every week checked again
// under them (previewSeries, @charla/domain/booking) and all the weeks written in one transaction — or
// none. The partial unique index on (tutor_id, meeting_time) stays the last guard.
import { and, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import {
  BOOKING_MESSAGES,
  noticeProblem,
  previewSeries,
  seriesOccurrences,
  type PreviewDate,
  type SessionSeriesInput,
} from '@charla/domain/booking';
import { ADMIN_ROLE_ID } from '@charla/domain/ids';
import { SERIES_MESSAGES } from '@charla/domain/sessions';
import { dateAndTimeIn, DISPLAY_TIME_ZONE, zoneClock } from '@charla/domain/time';
import { ANY_TUTOR_ID, isOfferedTo, teaches, wrongLanguageMessage } from '@charla/domain/tutors';
import type { Actor } from '../../access/actor';
import { assertGrantAllows, authorize, grantCondition } from '../../access/guard';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { plans, sessions, tutors, users } from '../../db/schema';
import { LOCKS, lockAllFor, type Queryable } from '../../db/tx';
import { conflict, invalid, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { meetingUrl } from '../../lib/meeting-url';
import { sessionsFacts } from '../../notify/facts';
import { seriesItems } from '../../notify/messages';
import type { Notifier } from '../../notify/notifier';
import { bookableTutors, tutorScheduleColumns } from './bookable';
import { studentLock, toSchedules, tutorSlotLockNames } from './booking';
import { sessionAccessColumns, sessionFrom } from './columns';
import { createSeriesReads, instantsOf } from './series-reads';

const live = ne(sessions.estado, 'cancelada');

export function createSeriesService(db: Db, config: Config, now: () => Date, notifier: Notifier) {
  const minutes = config.SESSION_MINUTES;
  const reads = createSeriesReads(now, minutes);

  /**
   * The tutor of the series and each week as committed now: the one chosen (404 when the caller may not
   * book them, 422 when they do not teach the plan's language), or for 'Any' the tutor free on the most
   * weeks among those offered to the student — ties to whoever has fewer sessions then, then by name.
   */
  async function decide(q: Queryable, actor: Actor, input: SessionSeriesInput) {
    const { tutors: granted, language } = await bookableTutors(q, actor, input, actor.id);
    const isAny = (input.tutor_id ?? ANY_TUTOR_ID) === ANY_TUTOR_ID;
    if (!isAny) {
      if (granted.length === 0) throw notFound('Tutor no encontrado');
      if (!teaches(granted[0]!, language)) throw invalid(['body', 'tutor_id'], wrongLanguageMessage(language!));
    }
    const candidates = isAny ? granted.filter((tutor) => isOfferedTo(tutor, language)) : granted;
    if (candidates.length === 0) throw conflict(BOOKING_MESSAGES.noTutor);
    const weeks = seriesOccurrences(input.fecha, input.hora, input.weeks);
    const facts = await reads.factsFor(q, actor.id, candidates, weeks, input.type);
    const scored = candidates.map((tutor, order) => {
      const dates = previewSeries(weeks, facts.get(tutor.id)!);
      return {
        tutor,
        dates,
        order,
        free: dates.filter((d) => d.bookable).length,
        busy: facts.get(tutor.id)!.tutorBusy.length,
      };
    });
    scored.sort((a, b) => b.free - a.free || a.busy - b.busy || a.order - b.order);
    return { tutor: scored[0]!.tutor, dates: scored[0]!.dates, weeks };
  }

  const readSeries = (ids: string[]) =>
    ids.length === 0
      ? Promise.resolve([])
      : sessionFrom(db).where(inArray(sessions.id, ids)).orderBy(sessions.meeting_time);

  const skippedOf = (dates: PreviewDate[]) =>
    dates.filter((d) => !d.bookable).map((d) => ({ fecha: d.fecha, reason: d.reason! }));

  return {
    /** POST /session_series/preview: the tutor the series would keep and every week, as committed now. */
    async preview(actor: Actor, input: SessionSeriesInput) {
      authorize(actor, 'sessions', 'create', 'sessions', 'create');
      const { tutor, dates } = await decide(db, actor, input);
      return { tutor_id: tutor.id, tutor_name: tutor.public_name, dates };
    },

    /** POST /session_series: every bookable week booked in one transaction, or nothing (409). */
    async book(actor: Actor, input: SessionSeriesInput) {
      const grant = authorize(actor, 'sessions', 'create', 'sessions', 'create');
      const chosen = await decide(db, actor, input);
      const tutorId = chosen.tutor.id;
      const seriesId = newId();
      const { ids, pending, dates } = await db.transaction(async (tx) => {
        const slots = instantsOf(chosen.weeks).flatMap((at) => tutorSlotLockNames(tutorId, new Date(at), minutes));
        await lockAllFor(tx, [
          studentLock(actor.id),
          { key: LOCKS.tutorBooking, names: [tutorId], mode: 'shared' },
          { key: LOCKS.tutorSlot, names: slots },
        ]);
        // The schedule under a share lock (a schedule saved meanwhile committed first or waits for us).
        const [schedule] = toSchedules(
          await tx.select(tutorScheduleColumns).from(tutors).where(eq(tutors.id, tutorId)).for('share'),
        );
        if (!schedule) throw conflict(BOOKING_MESSAGES.noTutor);
        const facts = await reads.factsFor(tx, actor.id, [schedule], chosen.weeks, input.type);
        const checked = previewSeries(chosen.weeks, facts.get(tutorId)!);
        const bookable = checked.filter((d) => d.bookable);
        if (bookable.length === 0) throw conflict(SERIES_MESSAGES.nothingBookable);
        const rows = chosen.weeks
          .filter((_, i) => checked[i]!.bookable)
          .map((week) => ({
            id: newId(),
            user_id: actor.id,
            tutor_id: tutorId,
            type: input.type,
            meeting_time: new Date(week.instant!),
            meeting_url: meetingUrl(config.MEETING_URL_TEMPLATE),
            estado: 'programada',
            sequence: 0,
            series_id: seriesId,
          }));
        for (const row of rows) assertGrantAllows(grant, row);
        await tx.insert(sessions).values(rows);
        const written = await sessionsFacts(
          tx,
          rows.map((r) => r.id),
        );
        const pending = await notifier.store(tx, seriesItems(seriesId, written, 'booked', minutes));
        return { ids: rows.map((r) => r.id), pending, dates: checked };
      });
      await notifier.emailsPending(pending);
      const booked = await readSeries(ids);
      for (const session of booked) await notifier.sessionScheduled(session.id, session.meeting_time);
      return { id: seriesId, sessions: booked, skipped: skippedOf(dates) };
    },

    /**
     * DELETE /session_series/{id}?from=: the series' live future weeks from `from` (display zone) on,
     * inside the caller's grant; the plan's minimum notice binds the student on each week (those inside it
     * stay, with the reason). One notice for all the weeks cancelled.
     */
    async cancelFrom(actor: Actor, seriesId: string, from: string) {
      const grant = authorize(actor, 'sessions', 'delete', 'sessions', 'delete');
      const start = seriesOccurrences(from, '00:00', 1)[0]?.instant;
      if (start === undefined) throw invalid(['querystring', 'from'], SERIES_MESSAGES.from);
      const { ids, pending, skipped } = await db.transaction(async (tx) => {
        const rows = await tx
          .select({ id: sessions.id, user_id: sessions.user_id, meeting_time: sessions.meeting_time })
          .from(sessions)
          .where(
            and(
              eq(sessions.series_id, seriesId),
              live,
              grantCondition(grant, sessionAccessColumns),
              gte(sessions.meeting_time, new Date(start)),
            ),
          )
          .orderBy(sessions.meeting_time)
          .for('update');
        const future = rows.filter((row) => row.meeting_time.getTime() > now().getTime());
        if (future.length === 0) {
          const [any] = await tx
            .select({ id: sessions.id })
            .from(sessions)
            .where(and(eq(sessions.series_id, seriesId), grantCondition(grant, sessionAccessColumns)))
            .limit(1);
          throw any ? conflict(SERIES_MESSAGES.nothingToCancel) : notFound(SERIES_MESSAGES.notFound);
        }
        const [plan] = await tx
          .select({ hours: plans.cancel_notice_hours })
          .from(users)
          .innerJoin(plans, eq(plans.id, users.plan_id))
          .where(eq(users.id, future[0]!.user_id));
        // The notice binds the session's own student, not its tutor or an admin (as a single cancel).
        const bound = future[0]!.user_id === actor.id && actor.role.id !== ADMIN_ROLE_ID;
        const skipped: { fecha: string; reason: string }[] = [];
        const cancel: string[] = [];
        for (const row of future) {
          const problem = bound ? noticeProblem(row.meeting_time, plan?.hours ?? 0, now()) : null;
          if (problem) skipped.push({ fecha: seriesDate(row.meeting_time), reason: problem });
          else cancel.push(row.id);
        }
        if (cancel.length === 0) throw conflict(skipped[0]!.reason);
        await tx
          .update(sessions)
          .set({ estado: 'cancelada', cancelled_at: now(), sequence: sql`${sessions.sequence} + 1` })
          .where(inArray(sessions.id, cancel));
        const written = await sessionsFacts(tx, cancel);
        return {
          ids: cancel,
          pending: await notifier.store(tx, seriesItems(seriesId, written, 'cancelled', minutes)),
          skipped,
        };
      });
      await notifier.emailsPending(pending);
      return { cancelled: await readSeries(ids), skipped };
    },
  };
}

/** 'YYYY-MM-DD' in the display zone. */
const seriesDate = (at: Date) => dateAndTimeIn(zoneClock(DISPLAY_TIME_ZONE), at.getTime()).date;

export type SeriesService = ReturnType<typeof createSeriesService>;
