// GET /api/sessions and /api/sessions/{id}: the spec's upcoming and past queries verbatim (part 1 §7),
// paging, the session's shape, and who sees what (students their own, tutors theirs, admins all).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gt, lt, type SQL } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../../../test/app';
import { NOW, NOW_ISO, booking, newPlan, newStudent } from '../../../test/booking';
import { sessions } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ FIXED_NOW: NOW });
});
afterAll(() => t.close());

const upcoming = (page: number, size = 10) =>
  `/api/sessions?sort_by=meeting_time&sort_order=1&page_number=${page}&page_size=${size}&meeting_time_after=${NOW_ISO}`;
const past = (page: number, size = 10) =>
  `/api/sessions?sort_by=meeting_time&sort_order=-1&page_number=${page}&page_size=${size}&meeting_time_before=${NOW_ISO}`;

/** Rows as the database holds them, in the list's order (meeting_time, then id). */
async function expectedIds(where: SQL | undefined, order: 1 | -1) {
  const rows = await t.db.select({ id: sessions.id, meeting_time: sessions.meeting_time }).from(sessions).where(where);
  return rows
    .sort(
      (a, b) =>
        order * (a.meeting_time.getTime() - b.meeting_time.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)),
    )
    .map((r) => r.id);
}
const now = new Date(NOW);
const ids = (body: any) => (body.data.data as { id: string }[]).map((s) => s.id);

describe("the student's lists, queried exactly as the spec does", () => {
  it("lists upcoming sessions ascending, with the card's fields", async () => {
    const res = await t.as('student1').get(upcoming(1));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, data: { page_number: 1, page_size: 10 } });
    const list = res.body.data.data as Record<string, unknown>[];
    expect(list.map((s) => s.id)).toEqual(
      await expectedIds(and(eq(sessions.user_id, t.people.student1.id), gt(sessions.meeting_time, now)), 1),
    );
    expect(list.length).toBeGreaterThanOrEqual(2);
    for (const session of list) {
      expect(session).toMatchObject({
        user_id: t.people.student1.id,
        tutor_id: t.people.tutor1.own_tutor_id,
        tutor_name: 'Ana Rodríguez',
        student_name: 'Lucía Hernández',
        type: expect.stringMatching(/^(speaking|reading)-session$/),
        estado: expect.stringMatching(/^(programada|cancelada)$/),
        meeting_url: expect.stringMatching(/^https:\/\//),
        feedback: null,
      });
      expect(Date.parse(session.meeting_time as string)).toBeGreaterThan(now.getTime());
    }
    // The demo's cancelled booking is listed, marked as such (the card shows 'Sesión cancelada').
    expect(list.filter((s) => s.estado === 'cancelada')).toEqual([
      expect.objectContaining({ cancelled_at: expect.any(String) }),
    ]);
  });

  it("lists past sessions newest first, with the tutor's feedback", async () => {
    const res = await t.as('student1').get(past(1));
    expect(res.status).toBe(200);
    const list = res.body.data.data as Record<string, any>[];
    expect(list.map((s) => s.id)).toEqual(
      await expectedIds(and(eq(sessions.user_id, t.people.student1.id), lt(sessions.meeting_time, now)), -1),
    );
    expect(list.length).toBe(3);
    expect(list.filter((s) => typeof s.feedback === 'string' && s.feedback.length > 0)).toHaveLength(2);
    expect(list.every((s) => Date.parse(s.meeting_time) < now.getTime())).toBe(true);
  });

  it('pages: page 2 continues page 1 without overlap, and the page after the last is empty', async () => {
    const plan = await newPlan(t, { reading: 12, speaking: 12, total: 12 });
    const student = await newStudent(t, plan.id);
    const me = t.as(student);
    const hours = [
      '08:00',
      '08:15',
      '08:30',
      '08:45',
      '09:00',
      '09:15',
      '09:30',
      '09:45',
      '10:00',
      '10:15',
      '10:30',
      '10:45',
    ];
    // Booked out of order: the list sorts them.
    for (const hora of [...hours].reverse())
      expect((await me.post('/api/sessions', booking('2026-11-27', hora, 'any'))).status).toBe(201);
    const first = await me.get(upcoming(1));
    const second = await me.get(upcoming(2));
    const third = await me.get(upcoming(3));
    expect(ids(first.body)).toHaveLength(10);
    expect(second.body.data).toMatchObject({ page_number: 2, page_size: 10 });
    expect(ids(second.body)).toHaveLength(2);
    expect(ids(third.body)).toEqual([]);
    const times = [...first.body.data.data, ...second.body.data.data].map(
      (s: { meeting_time: string }) => s.meeting_time,
    );
    expect(times).toEqual(hours.map((h) => new Date(`2026-11-27T${h}:00-06:00`).toISOString()));
    expect(await me.get(past(1))).toMatchObject({ status: 200, body: { data: { data: [] } } });
  });

  it('reads one session with its feedback and date', async () => {
    const [session] = await t.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.user_id, t.people.student1.id), lt(sessions.meeting_time, now)));
    const res = await t.as('student1').get(`/api/sessions/${session!.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: session!.id,
      feedback: session!.feedback,
      created_at: session!.created_at.toISOString(),
      tutor_name: 'Ana Rodríguez',
    });
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['0190a0a0-0000-7000-8000-0000000000aa', 'no-es-un-id']) {
      const res = await t.as('student1').get(`/api/sessions/${id}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, detail: expect.any(String) });
    }
  });
});

describe('who sees which sessions', () => {
  it('shows a student only their own sessions, and hides the rest as 404', async () => {
    const own = await t.as('student1').get('/api/sessions?page_number=1&page_size=100');
    expect(own.body.data.data.length).toBeGreaterThan(0);
    expect(own.body.data.data.every((s: { user_id: string }) => s.user_id === t.people.student1.id)).toBe(true);
    // Even asking for another student's rows by filter returns none.
    const asked = await t.as('student1').get(`/api/sessions?user_id=${t.people.student2.id}`);
    expect(asked.body.data.data).toEqual([]);
    const [theirs] = await t.db.select().from(sessions).where(eq(sessions.user_id, t.people.student2.id));
    expect(await t.as('student1').get(`/api/sessions/${theirs!.id}`)).toMatchObject({
      status: 404,
      body: { success: false, detail: 'Sesión no encontrada' },
    });
  });

  it("shows a tutor their own sessions with their students' names, and no one else's", async () => {
    const res = await t.as('tutor1').get(upcoming(1, 100));
    expect(res.status).toBe(200);
    const list = res.body.data.data as { id: string; tutor_id: string; student_name: string }[];
    expect(list.map((s) => s.id)).toEqual(
      await expectedIds(and(eq(sessions.tutor_id, t.people.tutor1.own_tutor_id!), gt(sessions.meeting_time, now)), 1),
    );
    expect(new Set(list.map((s) => s.tutor_id))).toEqual(new Set([t.people.tutor1.own_tutor_id]));
    expect(list.map((s) => s.student_name)).toEqual(expect.arrayContaining(['Lucía Hernández', 'Diego Ramírez']));
    const [carlosSession] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.tutor_id, t.people.tutor2.own_tutor_id!));
    expect((await t.as('tutor1').get(`/api/sessions/${carlosSession!.id}`)).status).toBe(404);
  });

  it('shows an admin every session, across pages', async () => {
    const all = await expectedIds(gt(sessions.meeting_time, now), 1);
    expect(all.length).toBeGreaterThan(10);
    const pages: string[] = [];
    for (let page = 1; page <= Math.ceil(all.length / 10); page++)
      pages.push(...ids((await t.as('admin').get(upcoming(page))).body));
    expect(pages).toEqual(all);
    const pastAll = await expectedIds(lt(sessions.meeting_time, now), -1);
    expect(ids((await t.as('admin').get(past(1, 100))).body)).toEqual(pastAll);
  });

  it('needs a token', async () => {
    expect((await t.anon.get(upcoming(1))).status).toBe(401);
  });
});
