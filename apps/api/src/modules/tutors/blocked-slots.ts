// GET /tutors/{id}/blocked_slots: the tutor's manual blocks plus their booked times in the booking
// window, as blocked slots in the tutor's wall clock (DESIGN §6), so clients never offer a taken time.
// It reads the tutor through the tutors CRUD (the caller's grant decides who sees it, in the prepared
// read's own statement). Back-to-back bookings are grouped into runs by the database, so a busy month
// travels as a few rows rather than one per session. `session_minutes` beside the list tells the
// booking screen how long a session is (SESSION_MINUTES), so it offers exactly the times the server takes.
//
// The booked part is the same for every caller, so it is computed once per change (issue 13): each
// request reads, in the tutor's own read (one statement), the versions of the tutor's booked times
// (a few rows that every change to them moves, migration 0012) and reuses the slots computed at those
// versions for the window, with the hash of their JSON. The answer carries an ETag made of the parts'
// hashes; a browser asking again with it gets a 304, before anything is serialised, when nothing changed.
import { createHash } from 'node:crypto';
import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { itemResponse } from '@charla/domain/http';
import { bookedRunsAsBlockedSlots, bookingWindow } from '@charla/domain/booking';
import type { Db } from '../../db/client';
import type { Queryable } from '../../db/tx';
import { sessions, tutorBookedVersions, tutors } from '../../db/schema';
import type { ReadExtra } from '../../lib/crud-spec';
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
  const bookedSlots = createBookedSlots(db, sessionMinutes);
  typed(app).get(
    '/tutors/:id/blocked_slots',
    {
      schema: { tags: ['tutors'], params: IdParams, response: replies({ 200: BlockedSlotsResponse }) },
      // A sub-resource follows its parent (DESIGN §5): reading it reads the tutor.
      config: { ...accessTo('tutors', 'tutors').read, cachedActor: true },
    },
    async (req, reply) => {
      const id = requireId(req.params.id);
      const window = bookingWindow(now());
      const bounds = {
        window_start: new Date(window.start).toISOString(),
        window_end: new Date(window.end).toISOString(),
      };
      // The tutor through the caller's grant and the versions of its booked times: one statement.
      const tutor = await tutorReads.getWith(req.actor, id, BOOKED_FINGERPRINT, {});
      const booked =
        window.dates.length === 0
          ? NOTHING_BOOKED
          : await bookedSlots.of(id, tutor.timezone, bounds, tutor.booked_fingerprint);
      // The answer is made of the tutor's own blocks, the booked part and the session length, so its ETag
      // is made of them too: the booked part's hash was taken once, when it was computed (a 304 then
      // costs no serialisation at all). Private: for signed-in callers; no-cache: the browser asks each time.
      const etag = `"${sha1(`${JSON.stringify(tutor.blocked_slots)}|${booked.hash}|${sessionMinutes}`)}"`;
      void reply.header('etag', etag).header('cache-control', 'private, no-cache');
      if (req.headers['if-none-match'] === etag) return reply.code(304).send();
      const data = [...tutor.blocked_slots, ...booked.slots];
      return {
        success: true as const,
        data: { data, page_number: null, page_size: data.length, session_minutes: sessionMinutes },
      };
    },
  );
}

/** Past this many tutors and windows the remembered slots start over (each entry is one tutor's month). */
const MAX_REMEMBERED = 2000;

/**
 * A tutor's booked times in a window as blocked slots, computed once per change. The fingerprint is
 * the tutor's booked versions (the slots depend on nothing else but the window, the zone and the
 * length, which key them); on a miss the slots and their fingerprint are read in one snapshot, so a
 * stored pair always belongs together.
 */
function createBookedSlots(db: Db, sessionMinutes: number) {
  const remembered = new Map<string, BookedSlots & { fingerprint: string }>();
  return {
    /** The slots for `fingerprint`, read now with the tutor (remembered, or computed and remembered). */
    async of(tutorId: string, timezone: string, bounds: WindowBounds, fingerprint: string): Promise<BookedSlots> {
      const key = `${tutorId}|${timezone}|${bounds.window_start}|${bounds.window_end}`;
      const known = remembered.get(key);
      if (known?.fingerprint === fingerprint) return known;
      const fresh = await db.transaction(
        async (tx) => {
          const [row] = await tx
            .select({
              fingerprint: fingerprintOf(sql`${tutorId}::uuid`),
            })
            .from(sql`(select 1) as one`);
          const runs = await bookedRunsQuery(tx).execute({
            tutor_id: tutorId,
            start: bounds.window_start,
            end: bounds.window_end,
            minutes: sessionMinutes,
          });
          return {
            fingerprint: row!.fingerprint,
            ...bookedPart(bookedRunsAsBlockedSlots(runs, timezone, sessionMinutes)),
          };
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
      if (remembered.size >= MAX_REMEMBERED && !remembered.has(key)) remembered.clear();
      remembered.set(key, fresh);
      return fresh;
    },
  };
}

/** A tutor's booked part of the answer and the hash of its JSON (taken once, for the ETag). */
interface BookedSlots {
  slots: BlockedSlot[];
  hash: string;
}

type BlockedSlot = ReturnType<typeof bookedRunsAsBlockedSlots>[number];

function bookedPart(slots: BlockedSlot[]): BookedSlots {
  return { slots, hash: sha1(JSON.stringify(slots)) };
}

const NOTHING_BOOKED = bookedPart([]);

function sha1(text: string): string {
  return createHash('sha1').update(text).digest('base64url');
}

interface WindowBounds {
  window_start: string;
  window_end: string;
}

/** The tutor's live sessions in the window (values bound as placeholders). */
const inWindow = and(
  eq(sessions.tutor_id, sql.placeholder('tutor_id')),
  notCancelled,
  gte(sessions.meeting_time, sql`${sql.placeholder('start')}::timestamptz`),
  lt(sessions.meeting_time, sql`${sql.placeholder('end')}::timestamptz`),
);

/**
 * The fingerprint of a tutor's live booked times: the versions of its shards (tutor_booked_versions,
 * moved forward in the transaction of every change to them, migration 0012), as text. A few rows of
 * one index; equal versions are the same committed changes, so the same booked times.
 */
function fingerprintOf(tutorId: SQL): SQL<string> {
  return sql<string>`(select coalesce(string_agg(v.shard::text || ':' || v.version::text, ',' order by v.shard), '')
    from ${tutorBookedVersions} as v where v.tutor_id = ${tutorId})`;
}

/** Read beside the tutor in its own prepared statement (lib/crud ReadExtra). */
const BOOKED_FINGERPRINT: ReadExtra<{ booked_fingerprint: string }> = {
  name: 'booked_fingerprint',
  columns: {
    booked_fingerprint: fingerprintOf(sql`${tutors.id}`),
  },
};

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
