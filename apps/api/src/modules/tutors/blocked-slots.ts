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
// versions for the window. The answer's JSON and its ETag (a hash of that JSON) are made once for each
// pair of the tutor's own blocks and booked part; a browser asking again with the ETag gets a 304 when
// nothing changed.
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
import { JsonText } from '../../lib/serialization';
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
  const answers = createAnswers(sessionMinutes);
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
      // Private: for signed-in callers; no-cache: the browser asks each time, and a 304 costs no body.
      const answer = answers.of(id, tutor.blocked_slots, booked);
      void reply.header('etag', answer.etag).header('cache-control', 'private, no-cache');
      if (req.headers['if-none-match'] === answer.etag) return reply.code(304).send();
      return answer.body;
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
            slots: bookedRunsAsBlockedSlots(runs, timezone, sessionMinutes),
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

/** A tutor's booked part of the answer: one object per computation, which the answers compare by identity. */
interface BookedSlots {
  slots: BlockedSlot[];
}

type BlockedSlot = ReturnType<typeof bookedRunsAsBlockedSlots>[number];

const NOTHING_BOOKED: BookedSlots = { slots: [] };

interface Answer {
  etag: string;
  body: JsonText;
}

/**
 * The answer, written once for each tutor's own blocks and booked part: a request with the same blocks
 * (compared as JSON, a few slots) and the same booked part (the same object, remembered per change) reuses
 * its JSON and ETag, so neither is written again per request (decision 013, twenty-fifth session).
 */
function createAnswers(sessionMinutes: number) {
  const made = new Map<string, { own: string; booked: BookedSlots; answer: Answer }>();
  return {
    of(tutorId: string, ownSlots: BlockedSlot[], booked: BookedSlots): Answer {
      const own = JSON.stringify(ownSlots);
      const known = made.get(tutorId);
      if (known && known.own === own && known.booked === booked) return known.answer;
      const data = [...ownSlots, ...booked.slots];
      const text = JSON.stringify({
        success: true,
        data: { data, page_number: null, page_size: data.length, session_minutes: sessionMinutes },
      });
      const answer = { etag: `"${sha1(text)}"`, body: new JsonText(text) };
      if (made.size >= MAX_REMEMBERED && !known) made.clear();
      made.set(tutorId, { own, booked, answer });
      return answer;
    },
  };
}

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

/**
 * Read beside the tutor's zone and own blocks, all the answer needs of the tutor, in its own prepared
 * statement (lib/crud ReadExtra).
 */
const BOOKED_FINGERPRINT: ReadExtra<{ booked_fingerprint: string }, 'timezone' | 'blocked_slots'> = {
  name: 'booked_fingerprint',
  columns: {
    booked_fingerprint: fingerprintOf(sql`${tutors.id}`),
  },
  only: ['timezone', 'blocked_slots'],
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
