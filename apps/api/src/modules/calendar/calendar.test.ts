// Calendars (docs/decisions/024 "Invitaciones ICS y feed"): a session's .ics only for its student and its
// tutor; a private feed per person, found by its token's hash alone, never listing anyone else's sessions;
// wrong, rotated and revoked tokens are 404. Every calendar is read back by a real iCalendar parser.
// Cancelled sessions kept in the feed, and the ETags: feed-updates.test.ts.
import { and, eq, gt, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationSettings, sessions, tutors } from '../../db/schema';
import { startTestApp, type Person, type TestApp } from '../../../test/app';
import { newFeed, parseCalendar } from '../../../test/calendar';
import { NOW } from '../../../test/booking';
import { hashToken } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ FIXED_NOW: NOW, PUBLIC_URL: 'https://charla.example/app/' });
});
afterAll(() => t?.close());

async function sessionsOf(person: Person) {
  const me = t.people[person].id;
  return t.db
    .select({
      id: sessions.id,
      user_id: sessions.user_id,
      meeting_time: sessions.meeting_time,
      meeting_url: sessions.meeting_url,
      estado: sessions.estado,
      sequence: sessions.sequence,
      tutor_user_id: tutors.user_id,
    })
    .from(sessions)
    .innerJoin(tutors, eq(tutors.id, sessions.tutor_id))
    .where(or(eq(sessions.user_id, me), eq(tutors.user_id, me)));
}

async function upcomingOf(person: Person) {
  const rows = await sessionsOf(person);
  return rows.filter((row) => row.estado !== 'cancelada' && row.meeting_time.getTime() > new Date(NOW).getTime());
}

describe('GET /api/sessions/{id}/ics', () => {
  it("gives the session's student its event, to add to a calendar", async () => {
    const [session] = await upcomingOf('student1');
    const res = await t.as('student1').raw({ method: 'GET', url: `/api/sessions/${session!.id}/ics` });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(String(res.headers['content-disposition'])).toMatch(/^attachment; filename="sesion-charla-.*\.ics"$/);
    const { method, events } = parseCalendar(res.body as string);
    expect(method).toBe('PUBLISH');
    expect(events).toEqual([
      {
        uid: `${session!.id}@charla`,
        sequence: session!.sequence,
        start: session!.meeting_time.toISOString(),
        end: new Date(session!.meeting_time.getTime() + t.config.SESSION_MINUTES * 60_000).toISOString(),
        summary: expect.stringMatching(/^Charla: (Speaking|Reading) con Ana Rodríguez$/),
        location: session!.meeting_url,
        status: 'CONFIRMED',
      },
    ]);
  });

  it('names the student in the tutor’s copy', async () => {
    const [session] = await upcomingOf('student1');
    const res = await t.as('tutor1').raw({ method: 'GET', url: `/api/sessions/${session!.id}/ics` });
    expect(res.status).toBe(200);
    expect(parseCalendar(res.body as string).events[0]!.summary).toMatch(
      /^Charla: (Speaking|Reading) con Lucía Hernández$/,
    );
  });

  it('answers 404 to anyone else — another student, another tutor, an admin — and 401 without a token', async () => {
    const [session] = await upcomingOf('student1');
    const url = `/api/sessions/${session!.id}/ics`;
    for (const person of ['student2', 'tutor2', 'admin', 'content'] as const) {
      const res = await t.as(person).get(url);
      expect(res, person).toMatchObject({ status: 404, body: { success: false, detail: 'Sesión no encontrada' } });
    }
    expect((await t.anon.get(url)).status).toBe(401);
    expect((await t.as('student1').get('/api/sessions/no-es-un-id/ics')).status).toBe(404);
    expect((await t.as('student1').get('/api/sessions/0199a0b0-0000-7000-8000-000000000000/ics')).status).toBe(404);
  });

  it('tells calendars to remove a cancelled session: METHOD:CANCEL, STATUS:CANCELLED, a higher SEQUENCE', async () => {
    const [, session] = await upcomingOf('student1');
    const before = parseCalendar(
      (await t.as('student1').raw({ method: 'GET', url: `/api/sessions/${session!.id}/ics` })).body as string,
    );
    const cancelled = await t.as('student1').delete(`/api/sessions/${session!.id}`);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const res = await t.as('student1').raw({ method: 'GET', url: `/api/sessions/${session!.id}/ics` });
    expect(res.status).toBe(200);
    const after = parseCalendar(res.body as string);
    expect(after.method).toBe('CANCEL');
    expect(after.events[0]).toMatchObject({ uid: `${session!.id}@charla`, status: 'CANCELLED' });
    const [row] = await t.db.select({ sequence: sessions.sequence }).from(sessions).where(eq(sessions.id, session!.id));
    expect(after.events[0]!.sequence).toBe(row!.sequence);
    expect(after.events[0]!.sequence).toBeGreaterThanOrEqual(before.events[0]!.sequence);
  });
});

describe('the private calendar feed', () => {
  const createFeed = (person: Person) => newFeed(t, person);

  it('gives a long random URL under PUBLIC_URL, keeping only the token’s SHA-256', async () => {
    const { url, token } = await createFeed('student1');
    expect(url).toBe(`https://charla.example/app/api/calendar/${token}.ics`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await t.db
      .select()
      .from(notificationSettings)
      .where(eq(notificationSettings.user_id, t.people.student1.id));
    expect(row!.calendar_token_hash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row!.calendar_token_created_at).toBeInstanceOf(Date);
  });

  it("lists the owner's sessions, with no bearer token, and no one else's", async () => {
    const { path } = await createFeed('student2');
    const res = await t.anon.raw({ method: 'GET', url: path });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const { method, events } = parseCalendar(res.body as string);
    expect(method).toBe('PUBLISH');
    const mine = await upcomingOf('student2');
    expect(mine.length).toBeGreaterThan(0);
    expect(events.map((e) => e.uid).sort()).toEqual(expect.arrayContaining(mine.map((s) => `${s.id}@charla`).sort()));
    const everyone = await t.db
      .select({ id: sessions.id, user_id: sessions.user_id, estado: sessions.estado })
      .from(sessions);
    const rows = new Map(everyone.map((s) => [`${s.id}@charla`, s]));
    for (const event of events) {
      expect(rows.get(event.uid)!.user_id).toBe(t.people.student2.id);
      expect(event.status).toBe(rows.get(event.uid)!.estado === 'cancelada' ? 'CANCELLED' : 'CONFIRMED');
    }
  });

  it("lists a tutor's sessions with their students, a cancelled one as CANCELLED", async () => {
    const [session] = await upcomingOf('student3');
    const tutorPerson = (['tutor1', 'tutor2', 'tutor3'] as const).find(
      (p) => t.people[p].id === session!.tutor_user_id,
    )!;
    await t.as('student3').delete(`/api/sessions/${session!.id}`);
    const { path } = await createFeed(tutorPerson);
    const { events } = parseCalendar((await t.anon.raw({ method: 'GET', url: path })).body as string);
    const expected = await t.db
      .select({ id: sessions.id })
      .from(sessions)
      .innerJoin(tutors, eq(tutors.id, sessions.tutor_id))
      .where(and(eq(tutors.user_id, t.people[tutorPerson].id), gt(sessions.meeting_time, new Date(NOW))));
    expect(expected.length).toBeGreaterThan(0);
    const uids = events.map((e) => e.uid);
    expect(uids).toEqual(expect.arrayContaining(expected.map((s) => `${s.id}@charla`)));
    expect(events.find((e) => e.uid === `${session!.id}@charla`)).toMatchObject({ status: 'CANCELLED' });
    const [tutor] = await t.db
      .select({ name: tutors.public_name })
      .from(tutors)
      .where(eq(tutors.user_id, t.people[tutorPerson].id));
    for (const event of events) {
      expect(event.summary).toMatch(/^Charla: (Speaking|Reading) con /);
      expect(event.summary).not.toContain(tutor!.name);
    }
  });

  it('answers 404 in Spanish to a wrong token, and to the old one after rotating', async () => {
    const wrongs = ['x'.repeat(43), 'corto', `${'A'.repeat(42)}%`, 'a'.repeat(150)];
    for (const wrong of wrongs) {
      const res = await t.anon.get(`/api/calendar/${encodeURIComponent(wrong)}.ics`);
      expect(res, wrong).toMatchObject({ status: 404, body: { success: false, detail: 'Calendario no encontrado' } });
    }
    const first = await createFeed('student4');
    const second = await createFeed('student4');
    expect(second.token).not.toBe(first.token);
    expect((await t.anon.get(first.path)).status).toBe(404);
    expect((await t.anon.raw({ method: 'GET', url: second.path })).status).toBe(200);
  });

  it('stops answering once revoked; revoking again is fine', async () => {
    const { path } = await createFeed('student5');
    expect((await t.anon.raw({ method: 'GET', url: path })).status).toBe(200);
    expect(await t.as('student5').delete('/api/calendar_feed')).toMatchObject({ status: 200, body: { success: true } });
    expect(await t.anon.get(path)).toMatchObject({ status: 404, body: { detail: 'Calendario no encontrado' } });
    expect((await t.as('student5').delete('/api/calendar_feed')).status).toBe(200);
    // Someone who never had one may revoke too.
    expect((await t.as('content').delete('/api/calendar_feed')).status).toBe(200);
    const [row] = await t.db
      .select()
      .from(notificationSettings)
      .where(eq(notificationSettings.user_id, t.people.student5.id));
    expect(row).toMatchObject({ calendar_token_hash: null, calendar_token_created_at: null });
  });

  it("revoking one person's feed leaves another's working", async () => {
    const mine = await createFeed('tutor2');
    const theirs = await createFeed('tutor3');
    await t.as('tutor2').delete('/api/calendar_feed');
    expect((await t.anon.get(mine.path)).status).toBe(404);
    expect((await t.anon.raw({ method: 'GET', url: theirs.path })).status).toBe(200);
  });

  it('needs a signed-in person to create or revoke', async () => {
    expect((await t.anon.post('/api/calendar_feed')).status).toBe(401);
    expect((await t.anon.delete('/api/calendar_feed')).status).toBe(401);
  });
});

describe('without PUBLIC_URL', () => {
  it("builds the feed URL from the request's own address", async () => {
    const other = await startTestApp({ FIXED_NOW: NOW });
    try {
      const res = await other.as('student1').raw({
        method: 'POST',
        url: '/api/calendar_feed',
        headers: { host: 'charla.local:3000' },
      });
      expect(res.status).toBe(200);
      const url = res.body.data.url as string;
      expect(url).toMatch(/^http:\/\/charla\.local:3000\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    } finally {
      await other.close();
    }
  });
});
