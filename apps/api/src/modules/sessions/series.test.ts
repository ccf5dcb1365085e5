// Weekly series (issue 50, decision 037): the preview says which weeks can be booked and why; the booking
// writes every bookable week as an ordinary session with one series_id, or nothing; each month's quota
// counts its own weeks; 'Any' keeps one tutor; concurrent series never double-book nor pass a quota;
// 'Cancelar esta y las siguientes' cancels from a week on, the plan's notice applied to each; one notice
// (and one calendar with every week) for the series, not one per week.
import { and, eq, inArray, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERIES_REASONS, type SessionType } from '@charla/domain/booking';
import { SERIES_MESSAGES } from '@charla/domain/sessions';
import { startTestApp, type Client, type TestApp } from '../../../test/app';
import { NOW, at, booking, demoTutors, expectRefusal, newPlan, newStudent, sessionRows } from '../../../test/booking';
import { notifications, plans, sessions, tutors } from '../../db/schema';

let t: TestApp;
let ana: string;
let sophie: string;
let roomyPlan: string;
beforeAll(async () => {
  t = await startTestApp({ FIXED_NOW: NOW });
  ({ ana, sophie } = demoTutors(t));
  roomyPlan = (await newPlan(t, { reading: 20, speaking: 20, total: 40 })).id;
});
afterAll(() => t.close());

const series = (
  fecha: string,
  hora: string,
  weeks: number,
  tutorId?: string,
  type: SessionType = 'speaking-session',
) => ({
  ...booking(fecha, hora, tutorId, type),
  weeks,
});

async function student(planId = roomyPlan): Promise<{ id: string; me: Client }> {
  const { id } = await newStudent(t, planId);
  return { id, me: t.as({ id }) };
}

const liveOf = (studentId: string) =>
  t.db
    .select({ at: sessions.meeting_time, series_id: sessions.series_id })
    .from(sessions)
    .where(and(eq(sessions.user_id, studentId), ne(sessions.estado, 'cancelada')))
    .orderBy(sessions.meeting_time);

describe('a series of six Mondays with one week blocked by the tutor', () => {
  let blocked: unknown;
  beforeAll(async () => {
    // Ana blocks 11:00–12:00 on the 30th (Monday 30 November; Wednesday 30 December is not in the series).
    const [row] = await t.db.select({ blocked: tutors.blocked_slots }).from(tutors).where(eq(tutors.id, ana));
    blocked = row!.blocked;
    await t.db
      .update(tutors)
      .set({ blocked_slots: [...(row!.blocked as object[]), { dates: [30], start_time: 11, end_time: 12 }] as never })
      .where(eq(tutors.id, ana));
  });
  afterAll(async () => {
    await t.db
      .update(tutors)
      .set({ blocked_slots: blocked as never })
      .where(eq(tutors.id, ana));
  });

  it('is previewed week by week, the blocked one with its reason, nothing written', async () => {
    const { me } = await student();
    const before = await sessionRows(t);
    const res = await me.post('/api/session_series/preview', series('2026-11-23', '11:30', 6, ana));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({
      tutor_id: ana,
      tutor_name: 'Ana Rodríguez',
      dates: [
        { fecha: '2026-11-23', hora: '11:30', bookable: true },
        { fecha: '2026-11-30', hora: '11:30', bookable: false, reason: SERIES_REASONS.blocked },
        { fecha: '2026-12-07', hora: '11:30', bookable: true },
        { fecha: '2026-12-14', hora: '11:30', bookable: true },
        { fecha: '2026-12-21', hora: '11:30', bookable: true },
        { fecha: '2026-12-28', hora: '11:30', bookable: true },
      ],
    });
    expect(await sessionRows(t)).toBe(before);
  });

  it('books the five others as ordinary sessions of one series, and tells each person once', async () => {
    const { id, me } = await student();
    const res = await me.post('/api/session_series', series('2026-11-23', '11:30', 6, ana));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const seriesId = res.body.data.id;
    expect(res.body.data.skipped).toEqual([{ fecha: '2026-11-30', reason: SERIES_REASONS.blocked }]);
    expect(res.body.data.sessions.map((s: { meeting_time: string }) => s.meeting_time)).toEqual(
      ['2026-11-23', '2026-12-07', '2026-12-14', '2026-12-21', '2026-12-28'].map((d) => at(d, '11:30')),
    );
    for (const session of res.body.data.sessions)
      expect(session).toMatchObject({ series_id: seriesId, tutor_id: ana, estado: 'programada', user_id: id });
    const listed = await me.get(`/api/sessions?series_id=${seriesId}&page_size=20`);
    expect(listed.body.data.data).toHaveLength(5);
    // One notice each for the student and Ana, listing the five dates, carrying five calendar events.
    const told = await t.db
      .select()
      .from(notifications)
      .where(
        inArray(
          notifications.session_id,
          res.body.data.sessions.map((s: { id: string }) => s.id),
        ),
      );
    expect(told.map((n) => n.kind)).toEqual(['session_booked', 'session_booked']);
    const mine = told.find((n) => n.user_id === id)!;
    expect(mine.title).toBe('Sesiones semanales agendadas: Speaking con Ana Rodríguez');
    expect(mine.body.split('\n').filter((line) => line.startsWith('- '))).toHaveLength(5);
    expect((mine.data as { events: { uid: string }[] }).events.map((e) => e.uid)).toEqual(
      res.body.data.sessions.map((s: { id: string }) => `${s.id}@charla`),
    );
  });
});

describe('the rules of a single booking, week by week', () => {
  it("counts each week against its own month's quota", async () => {
    const plan = await newPlan(t, { reading: 0, speaking: 2, total: 2 });
    const { id, me } = await student(plan.id);
    const res = await me.post('/api/session_series', series('2026-11-24', '11:30', 6, ana));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect((await liveOf(id)).map((s) => s.at.toISOString())).toEqual(
      ['2026-11-24', '2026-12-01', '2026-12-08'].map((d) => at(d, '11:30')),
    );
    expect(res.body.data.skipped.map((s: { fecha: string }) => s.fecha)).toEqual([
      '2026-12-15',
      '2026-12-22',
      '2026-12-29',
    ]);
    expect(res.body.data.skipped[0].reason).toBe('Ya no quedan sesiones de este tipo en diciembre de 2026 en tu plan');
  });

  it('writes nothing when no week can be booked (409)', async () => {
    const { id, me } = await student();
    const before = await sessionRows(t);
    // Ana does not teach at 13:00.
    expectRefusal(
      await me.post('/api/session_series', series('2026-11-23', '13:00', 3, ana)),
      409,
      SERIES_MESSAGES.nothingBookable,
    );
    expect(await sessionRows(t)).toBe(before);
    expect(await liveOf(id)).toEqual([]);
  });

  it('refuses a tutor of another language (422), an unknown one (404) and a wrong number of weeks (422)', async () => {
    const { me } = await student();
    const french = await me.post('/api/session_series', series('2026-11-24', '10:00', 2, sophie));
    expect(french.status).toBe(422);
    expect(JSON.stringify(french.body.detail)).toMatch(/inglés/);
    expectRefusal(
      await me.post('/api/session_series', series('2026-11-24', '10:00', 2, '01a1fb99-0000-7000-8000-00000000dead')),
      404,
      'Tutor no encontrado',
    );
    for (const weeks of [1, 13]) {
      const res = await me.post('/api/session_series', { ...series('2026-11-24', '10:00', 2, ana), weeks });
      expect(res.status).toBe(422);
      expect(JSON.stringify(res.body.detail)).toContain('Elige entre 2 y 12 semanas');
    }
  });

  it("with 'Any', keeps one tutor for every week and says which", async () => {
    const { id, me } = await student();
    const preview = await me.post('/api/session_series/preview', series('2026-11-25', '11:15', 4, 'any'));
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    const booked = await me.post('/api/session_series', series('2026-11-25', '11:15', 4, 'any'));
    expect(booked.status).toBe(201);
    const tutorsUsed = new Set(booked.body.data.sessions.map((s: { tutor_id: string }) => s.tutor_id));
    expect([...tutorsUsed]).toEqual([preview.body.data.tutor_id]);
    expect(await liveOf(id)).toHaveLength(4);
  });
});

describe('concurrent series', () => {
  it('of 50 students on overlapping weeks never book one slot twice', async () => {
    const crowd = await Promise.all(Array.from({ length: 50 }, () => student()));
    // Wednesdays at 10:45 from 25 November or from 2 December: the weeks overlap from 2 December on.
    const replies = await Promise.all(
      crowd.map(({ me }, k) =>
        me.post('/api/session_series', series(k % 2 ? '2026-12-02' : '2026-11-25', '10:45', 4, ana)),
      ),
    );
    for (const reply of replies) expect([201, 409], JSON.stringify(reply.body)).toContain(reply.status);
    const rows = await t.db
      .select({ at: sessions.meeting_time })
      .from(sessions)
      .where(and(eq(sessions.tutor_id, ana), ne(sessions.estado, 'cancelada')));
    const times = rows.map((r) => r.at.toISOString());
    expect(new Set(times).size).toBe(times.length);
    for (const fecha of ['2026-11-25', '2026-12-02', '2026-12-09', '2026-12-16', '2026-12-23'])
      expect(times.filter((time) => time === at(fecha, '10:45'))).toHaveLength(1);
  });

  it("of one student hold the plan's quota exactly", async () => {
    const plan = await newPlan(t, { reading: 0, speaking: 3, total: 3 });
    const { id, me } = await student(plan.id);
    const hours = ['08:30', '09:00', '09:30', '10:00', '10:30', '14:00', '14:30', '15:00'];
    await Promise.all(hours.map((hora) => me.post('/api/session_series', series('2026-12-01', hora, 3, ana))));
    const live = await liveOf(id);
    const byMonth = (month: string) => live.filter((s) => s.at.toISOString().startsWith(month)).length;
    expect(byMonth('2026-12')).toBe(3);
  });
});

describe('Cancelar esta y las siguientes', () => {
  it('cancels the week given and the following ones, with one notice, leaving the earlier weeks', async () => {
    const { id, me } = await student();
    const booked = await me.post('/api/session_series', series('2026-11-26', '11:45', 4, ana));
    expect(booked.status).toBe(201);
    const seriesId = booked.body.data.id;
    const res = await me.delete(`/api/session_series/${seriesId}?from=2026-12-03`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(
      res.body.data.cancelled.map((s: { meeting_time: string; estado: string }) => [s.meeting_time, s.estado]),
    ).toEqual([
      [at('2026-12-03', '11:45'), 'cancelada'],
      [at('2026-12-10', '11:45'), 'cancelada'],
      [at('2026-12-17', '11:45'), 'cancelada'],
    ]);
    expect(res.body.data.skipped).toEqual([]);
    expect((await liveOf(id)).map((s) => s.at.toISOString())).toEqual([at('2026-11-26', '11:45')]);
    const told = await t.db
      .select({ kind: notifications.kind, data: notifications.data })
      .from(notifications)
      .where(and(eq(notifications.user_id, id), eq(notifications.kind, 'session_cancelled')));
    expect(told).toHaveLength(1);
    expect((told[0]!.data as { events: { method: string }[] }).events.map((e) => e.method)).toEqual([
      'CANCEL',
      'CANCEL',
      'CANCEL',
    ]);
  });

  it('moves one week alone: rescheduled, it stays in the series; the other weeks do not move', async () => {
    const { id, me } = await student();
    const booked = await me.post('/api/session_series', series('2026-11-20', '11:45', 3, ana));
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const [, second] = booked.body.data.sessions as { id: string }[];
    const moved = await me.patch(`/api/sessions/${second!.id}`, booking('2026-11-30', '11:00', ana));
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data).toMatchObject({ series_id: booked.body.data.id, meeting_time: at('2026-11-30', '11:00') });
    expect((await liveOf(id)).map((s) => s.at.toISOString())).toEqual([
      at('2026-11-20', '11:45'),
      at('2026-11-30', '11:00'),
      at('2026-12-04', '11:45'),
    ]);
  });

  it("keeps the weeks inside the plan's minimum notice, saying why", async () => {
    const plan = await newPlan(t, { reading: 10, speaking: 10, total: 10 });
    await t.db.update(plans).set({ cancel_notice_hours: 168 }).where(eq(plans.id, plan.id));
    const { me } = await student(plan.id);
    const booked = await me.post('/api/session_series', series('2026-11-12', '11:30', 3, ana));
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const res = await me.delete(`/api/session_series/${booked.body.data.id}?from=2026-11-12`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.cancelled.map((s: { meeting_time: string }) => s.meeting_time)).toEqual([
      at('2026-11-19', '11:30'),
      at('2026-11-26', '11:30'),
    ]);
    expect(res.body.data.skipped).toEqual([
      { fecha: '2026-11-12', reason: expect.stringMatching(/^Faltan menos de 168 horas/) },
    ]);
  });

  it("is another student's series: 404; a bad date: 422", async () => {
    const { me } = await student();
    const booked = await me.post('/api/session_series', series('2026-11-27', '11:45', 2, ana));
    const other = await student();
    expectRefusal(
      await other.me.delete(`/api/session_series/${booked.body.data.id}?from=2026-11-27`),
      404,
      SERIES_MESSAGES.notFound,
    );
    expect((await me.delete(`/api/session_series/${booked.body.data.id}?from=27-11-2026`)).status).toBe(422);
  });
});
