// Issue 48 §17 (decision 035), read back by a real iCalendar parser: a cancelled session stays in its
// student's and its tutor's feeds as STATUS:CANCELLED with a SEQUENCE above the one it was published
// with — the same UID and SEQUENCE its emails carry — for as long as the feed's window shows any session;
// the feed and the single-session download answer with an ETag, a 304 to a request that holds it, and a
// new one once the calendar changes.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, sessions, users } from '../../db/schema';
import { newId } from '../../lib/ids';
import { composeEmail } from '../../mail/message';
import { startTestApp, type Client, type TestApp } from '../../../test/app';
import { booking, demoTutors, newPlan, newStudent, NOW } from '../../../test/booking';
import { newFeed, parseCalendar, stampsOf } from '../../../test/calendar';

let t: TestApp;
let planId: string;
let ana: string;
beforeAll(async () => {
  t = await startTestApp({ FIXED_NOW: NOW });
  planId = (await newPlan(t, { reading: 10, speaking: 10, total: 10 })).id;
  ana = demoTutors(t).ana;
});
afterAll(() => t?.close());

const DAY_MS = 24 * 3600_000;

/** A student of their own with one session booked with Ana on 20 November at `hora`. */
async function bookedStudent(hora: string) {
  const student = await newStudent(t, planId);
  const res = await t.as(student).post('/api/sessions', booking('2026-11-20', hora, ana));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { student, me: t.as(student), sessionId: res.body.data.id as string, uid: `${res.body.data.id}@charla` };
}

async function getCalendar(client: Client, url: string, ifNoneMatch?: string) {
  const res = await client.raw({
    method: 'GET',
    url,
    headers: ifNoneMatch === undefined ? {} : { 'if-none-match': ifNoneMatch },
  });
  return { status: res.status, etag: res.headers.etag as string, text: res.body as string, headers: res.headers };
}

/** DTSTAMP is the row's last change, not the clock: the same rows give the same text, and its ETag holds. */
async function expectStampedByItsRow(text: string, sessionId: string) {
  const [row] = await t.db.select({ updated_at: sessions.updated_at }).from(sessions).where(eq(sessions.id, sessionId));
  const second = Math.floor(row!.updated_at.getTime() / 1000) * 1000;
  expect(stampsOf(text).get(`${sessionId}@charla`)).toBe(new Date(second).toISOString());
}

async function eventIn(path: string, uid: string) {
  const { status, text } = await getCalendar(t.anon, path);
  expect(status).toBe(200);
  return parseCalendar(text).events.find((event) => event.uid === uid);
}

/** The invitation each email about the session carries, as composed for sending, oldest first. */
async function emailedInvitations(sessionId: string, userId: string) {
  const [person] = await t.db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, userId));
  const rows = await t.db
    .select()
    .from(notifications)
    .where(eq(notifications.session_id, sessionId))
    .orderBy(asc(notifications.created_at), asc(notifications.id));
  return rows
    .filter((row) => row.user_id === userId)
    .map((row) => {
      const email = composeEmail(row, person!, { from: 'Charla <no-reply@charla.local>', baseUrl: 'https://x.test' });
      const invitation = email.icalEvent as { content: string };
      const { method, events } = parseCalendar(invitation.content);
      return { method, ...events[0]! };
    });
}

describe('a cancelled session in the feed', () => {
  it('stays as STATUS:CANCELLED with a higher SEQUENCE, the UID and SEQUENCE its emails carry', async () => {
    const { student, me, sessionId, uid } = await bookedStudent('10:00');
    const mine = await newFeed(t, student);
    const anas = await newFeed(t, 'tutor1');

    const published = await eventIn(mine.path, uid);
    expect(published).toMatchObject({ status: 'CONFIRMED' });
    expect((await me.patch(`/api/sessions/${sessionId}`, booking('2026-11-20', '10:30', ana))).status).toBe(200);
    const moved = await eventIn(mine.path, uid);
    expect(moved).toMatchObject({ status: 'CONFIRMED', start: '2026-11-20T16:30:00.000Z' });
    expect(moved!.sequence).toBeGreaterThan(published!.sequence);

    expect((await me.delete(`/api/sessions/${sessionId}`)).status).toBe(200);
    const cancelled = await eventIn(mine.path, uid);
    expect(cancelled).toMatchObject({ status: 'CANCELLED', start: moved!.start });
    expect(cancelled!.sequence).toBeGreaterThan(moved!.sequence);
    // The tutor's calendar drops it the same way.
    expect(await eventIn(anas.path, uid)).toMatchObject({ status: 'CANCELLED', sequence: cancelled!.sequence });

    // Booked, moved, cancelled: each email's invitation is this event at that version.
    const versions = [published, moved, cancelled].map((event) => ({
      uid,
      sequence: event!.sequence,
      start: event!.start,
      status: event!.status,
    }));
    const emailed = [
      { method: 'REQUEST', ...versions[0] },
      { method: 'REQUEST', ...versions[1] },
      { method: 'CANCEL', ...versions[2] },
    ];
    for (const userId of [student.id, t.people.tutor1.id]) {
      expect(await emailedInvitations(sessionId, userId)).toEqual(emailed.map((e) => expect.objectContaining(e)));
    }
  });

  it('stays as long as the feed shows any session: 30 days back, then neither leaves a trace', async () => {
    const student = await newStudent(t, planId);
    const now = new Date(NOW).getTime();
    const row = (days: number, estado: 'programada' | 'cancelada') => ({
      id: newId(),
      user_id: student.id,
      tutor_id: ana,
      type: 'speaking-session',
      meeting_time: new Date(now - days * DAY_MS),
      estado,
      sequence: estado === 'cancelada' ? 1 : 0,
      cancelled_at: estado === 'cancelada' ? new Date(now - (days + 1) * DAY_MS) : null,
    });
    const rows = [row(29, 'programada'), row(29.5, 'cancelada'), row(31, 'programada'), row(31.5, 'cancelada')];
    await t.db.insert(sessions).values(rows);
    const { path } = await newFeed(t, student);
    const { events } = parseCalendar((await getCalendar(t.anon, path)).text);
    expect(events.map(({ uid, status, sequence }) => ({ uid, status, sequence }))).toEqual([
      { uid: `${rows[1]!.id}@charla`, status: 'CANCELLED', sequence: 1 },
      { uid: `${rows[0]!.id}@charla`, status: 'CONFIRMED', sequence: 0 },
    ]);
  });
});

describe('ETag and 304', () => {
  it('tags the feed by its text; the tag it holds gets a bodiless 304; a changed feed a new tag', async () => {
    const { student, me, sessionId, uid } = await bookedStudent('11:00');
    const { path } = await newFeed(t, student);
    const first = await getCalendar(t.anon, path);
    expect(first.status).toBe(200);
    expect(first.etag).toMatch(/^"[\w-]{43}"$/);
    await expectStampedByItsRow(first.text, sessionId);
    expect((await getCalendar(t.anon, path)).etag).toBe(first.etag);

    for (const held of [first.etag, `W/${first.etag}`, `"otra", ${first.etag}`, '*']) {
      const again = await getCalendar(t.anon, path, held);
      expect(again, held).toMatchObject({ status: 304, etag: first.etag, text: '' });
      expect(again.headers['cache-control']).toBe('private, no-store');
    }
    expect(await getCalendar(t.anon, path, '"otra"')).toMatchObject({
      status: 200,
      etag: first.etag,
      text: first.text,
    });

    expect((await me.delete(`/api/sessions/${sessionId}`)).status).toBe(200);
    const changed = await getCalendar(t.anon, path, first.etag);
    expect(changed.status).toBe(200);
    expect(changed.etag).not.toBe(first.etag);
    expect(parseCalendar(changed.text).events).toEqual([expect.objectContaining({ uid, status: 'CANCELLED' })]);
    expect(await getCalendar(t.anon, path, changed.etag)).toMatchObject({ status: 304, etag: changed.etag });
  });

  it("tags the single session's download the same way", async () => {
    const { me, sessionId } = await bookedStudent('11:30');
    const url = `/api/sessions/${sessionId}/ics`;
    const first = await getCalendar(me, url);
    expect(first.status).toBe(200);
    expect(first.etag).toMatch(/^"[\w-]{43}"$/);
    await expectStampedByItsRow(first.text, sessionId);
    expect(await getCalendar(me, url, first.etag)).toMatchObject({ status: 304, etag: first.etag, text: '' });
    // Someone else holding the tag still gets the 404 of a session that is not theirs.
    expect((await getCalendar(t.as('student2'), url, first.etag)).status).toBe(404);

    expect((await me.delete(`/api/sessions/${sessionId}`)).status).toBe(200);
    const cancelled = await getCalendar(me, url, first.etag);
    expect(cancelled.status).toBe(200);
    expect(cancelled.etag).not.toBe(first.etag);
    expect(parseCalendar(cancelled.text)).toMatchObject({ method: 'CANCEL', events: [{ status: 'CANCELLED' }] });
  });
});
