// GET /tutors/{id}/blocked_slots: the tutor's manual blocks plus their booked times in the booking
// window, as blocked slots in the tutor's wall clock (DESIGN §6), so clients never offer a taken time.
// It reads the tutor through the tutors CRUD (the caller's grant decides who sees it, in the prepared
// read's own statement). Back-to-back bookings are grouped into runs by the database, so a busy month
// travels as a few rows rather than one per session. `session_minutes` beside the list tells the
// booking screen how long a session is (SESSION_MINUTES), so it offers exactly the times the server takes.
//
// The booked part is the same for every caller, so it is computed once per change (issue 13): each
// request reads a fingerprint of the tutor's live booked times in the window (one index-only scan,
// one row) and reuses the slots computed for that fingerprint. The answer carries an ETag; a browser
// asking again with it gets a 304 when nothing changed.
import { createHash } from 'node:crypto';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { itemResponse } from '@charla/domain/http';
import { bookedRunsAsBlockedSlots, bookingWindow } from '@charla/domain/booking';
import type { Db } from '../../db/client';
import type { Queryable } from '../../db/tx';
import { sessions } from '../../db/schema';
import { IdParams, requireId } from '../../lib/params';
import { accessTo, replies, typed } from '../../lib/routing';
import { notCancelled } from '../../db/predicates';
import { tutorResource } from './resource';

const BlockedSlotsResponse = itemResponse(
  z.object({
    data: z.array(z.object({ dates: z.array(z.int()), start_time: z.number(), end_time: z.number() })),
    page_number: z.null(),
    page_size: z.int(),
    session_minutes: z.int(),
  }),
);

export function blockedSlotRoutes(app: FastifyInstance, db: Db, now: () => Date, sessionMinutes: number) {
  const tutorReads = tutorResource(db).service;
  const booked = createBookedSlots(db, sessionMinutes);
  typed(app).get(
    '/tutors/:id/blocked_slots',
    {
      schema: { tags: ['tutors'], params: IdParams, response: replies({ 200: BlockedSlotsResponse }) },
      // A sub-resource follows its parent (DESIGN §5): reading it reads the tutor.
      config: { ...accessTo('tutors', 'tutors').read, cachedActor: true },
    },
    async (req, reply) => {
      const id = requireId(req.params.id);
      const tutor = await tutorReads.get(req.actor, id);
      const window = bookingWindow(now());
      const bookedSlots = window.dates.length === 0 ? [] : await booked.slots(id, tutor.timezone, window);
      const data = [...tutor.blocked_slots, ...bookedSlots];
      const body = {
        success: true as const,
        data: { data, page_number: null, page_size: data.length, session_minutes: sessionMinutes },
      };
      // Private: the answer is for signed-in callers; no-cache: the browser asks again each time.
      const etag = `"${createHash('sha1').update(JSON.stringify(body)).digest('base64url')}"`;
      void reply.header('etag', etag).header('cache-control', 'private, no-cache');
      if (req.headers['if-none-match'] === etag) return reply.code(304).send();
      return body;
    },
  );
}

/** Past this many tutors and windows the remembered slots start over (each entry is one tutor's month). */
const MAX_REMEMBERED = 2000;

/**
 * A tutor's booked times in a window as blocked slots, computed once per change. The fingerprint is
 * the count, the sum and an xor of hashes of the live start times (the slots depend on nothing else
 * but the zone and the length); on a miss the slots and their fingerprint are read in one snapshot,
 * so a stored pair always belongs together.
 */
function createBookedSlots(db: Db, sessionMinutes: number) {
  const fingerprintNow = prepareFingerprint(db);
  const remembered = new Map<string, { fingerprint: string; slots: ReturnType<typeof bookedRunsAsBlockedSlots> }>();
  return {
    async slots(tutorId: string, timezone: string, window: { start: number; end: number }) {
      const values = {
        tutor_id: tutorId,
        start: new Date(window.start).toISOString(),
        end: new Date(window.end).toISOString(),
        minutes: sessionMinutes,
      };
      const key = `${tutorId}|${timezone}|${values.start}|${values.end}`;
      const known = remembered.get(key);
      if (known && known.fingerprint === fingerprintOf(await fingerprintNow.execute(values))) return known.slots;
      const fresh = await db.transaction(
        async (tx) => {
          const fingerprint = fingerprintOf(await fingerprintQuery(tx).execute(values));
          const runs = await bookedRunsQuery(tx).execute(values);
          return { fingerprint, slots: bookedRunsAsBlockedSlots(runs, timezone, sessionMinutes) };
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
      if (remembered.size >= MAX_REMEMBERED && !remembered.has(key)) remembered.clear();
      remembered.set(key, fresh);
      return fresh.slots;
    },
  };
}

function fingerprintOf(rows: { n: number; total: number; hash: number }[]): string {
  const [row] = rows;
  return `${row?.n ?? 0}:${row?.total ?? 0}:${row?.hash ?? 0}`;
}

/** The tutor's live sessions in the window (values bound as placeholders). */
const inWindow = and(
  eq(sessions.tutor_id, sql.placeholder('tutor_id')),
  notCancelled,
  gte(sessions.meeting_time, sql`${sql.placeholder('start')}::timestamptz`),
  lt(sessions.meeting_time, sql`${sql.placeholder('end')}::timestamptz`),
);

const epochSeconds = sql`extract(epoch from ${sessions.meeting_time})`;

/** One row: how many live start times, their sum and the xor of their hashes. */
function fingerprintQuery(q: Queryable) {
  return q
    .select({
      n: sql<number>`count(*)::int`.mapWith(Number),
      total: sql<number>`coalesce(sum(${epochSeconds}), 0)::float8`.mapWith(Number),
      hash: sql<number>`coalesce(bit_xor(hashint8(${epochSeconds}::bigint)), 0)`.mapWith(Number),
    })
    .from(sessions)
    .where(inWindow);
}

function prepareFingerprint(db: Db) {
  return fingerprintQuery(db).prepare('charla_booked_fingerprint');
}

/**
 * A tutor's bookings in a window as runs (gaps and islands): in a run every start is `minutes` after
 * the one before, so start − row number × length is the same for all of it.
 */
function bookedRunsQuery(q: Queryable) {
  const starts = q
    .select({
      meeting_time: sessions.meeting_time,
      run: sql`${sessions.meeting_time} - (row_number() over (order by ${sessions.meeting_time})) * make_interval(mins => ${sql.placeholder('minutes')}::int)`.as(
        'run',
      ),
    })
    .from(sessions)
    .where(inWindow)
    .as('starts');
  const epochMs = (column: unknown) => sql<number>`(extract(epoch from ${column}) * 1000)::float8`.mapWith(Number);
  return q
    .select({ first: epochMs(sql`min(${starts.meeting_time})`), last: epochMs(sql`max(${starts.meeting_time})`) })
    .from(starts)
    .groupBy(starts.run)
    .orderBy(sql`1`);
}
