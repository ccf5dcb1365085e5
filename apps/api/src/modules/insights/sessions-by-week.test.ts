// Insights (issue 51, decision 038): attendance marked by the session's tutor after its time (an admin
// corrects it, the student only reads it), and GET /api/insights/sessions_by_week counted by hand on a small
// fixture — weeks crossing months and the display zone's midnight, a late cancellation, unmarked and
// upcoming sessions — for each role, each seeing only what their sessions grant reaches.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instantOf } from '@charla/domain/booking';
import { ATTENDANCE_MESSAGES, sessionOutcome, type Attendance } from '@charla/domain/sessions';
import { startTestApp, type TestApp } from '../../../test/app';
import { NOW, demoTutors, expectRefusal, newPlan, newStudent } from '../../../test/booking';
import { sessions } from '../../db/schema';
import { newId } from '../../lib/ids';

let t: TestApp;
let ana: string;
let carlos: string;
let planId: string;
let lucia: string;
let pablo: string;

interface Made {
  id: string;
  fecha: string;
  hora: string;
  estado?: 'programada' | 'cancelada';
  attendance?: Attendance | null;
  type?: 'speaking-session' | 'reading-session';
  tutor?: 'ana' | 'carlos';
  student?: 'lucia' | 'pablo';
}

// NOW is Tuesday 10 November 2026, 09:00 in Mexico City. Weeks start on Monday, in Mexico City's dates.
const FIXTURE: Omit<Made, 'id'>[] = [
  // Week of 26 October, across the month's end: Friday 30 October and Sunday 1 November.
  { fecha: '2026-10-30', hora: '10:35', attendance: 'attended' },
  { fecha: '2026-11-01', hora: '10:35', attendance: 'no_show', type: 'reading-session' },
  // Week of 2 November.
  { fecha: '2026-11-03', hora: '10:35', attendance: 'attended' },
  { fecha: '2026-11-04', hora: '10:35', attendance: 'attended', student: 'pablo' },
  // Cancelled an hour before: cancelled, whatever its mark.
  { fecha: '2026-11-05', hora: '10:35', estado: 'cancelada' },
  { fecha: '2026-11-06', hora: '10:35' },
  // Sunday 23:50 in Mexico City is already Monday in UTC: still the week of 2 November.
  { fecha: '2026-11-08', hora: '23:50', tutor: 'carlos' },
  // Week of 9 November: Monday 00:05 marked, then one before NOW unmarked and one after it upcoming.
  { fecha: '2026-11-09', hora: '00:05', attendance: 'no_show' },
  { fecha: '2026-11-10', hora: '08:35' },
  { fecha: '2026-11-12', hora: '10:35', student: 'pablo' },
  { fecha: '2026-11-13', hora: '10:35', estado: 'cancelada', type: 'reading-session' },
];

let made: Made[] = [];

beforeAll(async () => {
  t = await startTestApp({ FIXED_NOW: NOW });
  ({ ana, carlos } = demoTutors(t));
  planId = (await newPlan(t, { reading: 20, speaking: 20, total: 40 })).id;
  lucia = (await newStudent(t, planId, 'Lucía Prueba')).id;
  pablo = (await newStudent(t, planId, 'Pablo Prueba')).id;
  made = FIXTURE.map((row) => ({ ...row, id: newId() }));
  await t.db.insert(sessions).values(
    made.map((row) => ({
      id: row.id,
      user_id: row.student === 'pablo' ? pablo : lucia,
      tutor_id: row.tutor === 'carlos' ? carlos : ana,
      type: row.type ?? 'speaking-session',
      meeting_time: instantOf(row.fecha, row.hora)!,
      estado: row.estado ?? 'programada',
      attendance: row.attendance ?? null,
    })),
  );
});
afterAll(() => t.close());

const byWeek = (who: Parameters<TestApp['as']>[0], query: string) =>
  t.as(who).get(`/api/insights/sessions_by_week?${query}`);

describe('GET /api/insights/sessions_by_week', () => {
  it("counts the plan's sessions per week, type and outcome, as computed by hand", async () => {
    const res = await byWeek('admin', `from=2026-10-26&to=2026-11-15&plan_id=${planId}&tutor_id=`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual([
      { week_start: '2026-10-26', type: 'reading-session', outcome: 'no_show', count: 1 },
      { week_start: '2026-10-26', type: 'speaking-session', outcome: 'attended', count: 1 },
      { week_start: '2026-11-02', type: 'speaking-session', outcome: 'attended', count: 2 },
      { week_start: '2026-11-02', type: 'speaking-session', outcome: 'cancelled', count: 1 },
      { week_start: '2026-11-02', type: 'speaking-session', outcome: 'unmarked', count: 2 },
      { week_start: '2026-11-09', type: 'reading-session', outcome: 'cancelled', count: 1 },
      { week_start: '2026-11-09', type: 'speaking-session', outcome: 'no_show', count: 1 },
      { week_start: '2026-11-09', type: 'speaking-session', outcome: 'unmarked', count: 1 },
      { week_start: '2026-11-09', type: 'speaking-session', outcome: 'upcoming', count: 1 },
    ]);
  });

  it('keeps to the range in Mexico City dates, both ends included, and to the tutor asked for', async () => {
    const res = await byWeek('admin', `from=2026-11-01&to=2026-11-08&plan_id=${planId}&tutor_id=${carlos}`);
    expect(res.body.data).toEqual([
      { week_start: '2026-11-02', type: 'speaking-session', outcome: 'unmarked', count: 1 },
    ]);
    const sunday = await byWeek('admin', `from=2026-11-01&to=2026-11-01&plan_id=${planId}`);
    expect(sunday.body.data).toEqual([
      { week_start: '2026-10-26', type: 'reading-session', outcome: 'no_show', count: 1 },
    ]);
  });

  it('agrees with the outcome rule of the domain, session by session', async () => {
    const rows = await t.db.select().from(sessions).where(eq(sessions.user_id, lucia));
    const total = (data: { count: number; outcome: string }[], outcome: string) =>
      data.filter((r) => r.outcome === outcome).reduce((sum, r) => sum + r.count, 0);
    const res = await byWeek({ id: lucia }, 'from=2026-10-01&to=2026-11-30');
    for (const outcome of ['attended', 'no_show', 'cancelled', 'unmarked', 'upcoming']) {
      const expected = rows.filter(
        (row) => sessionOutcome({ ...row, attendance: row.attendance as Attendance | null }, new Date(NOW)) === outcome,
      ).length;
      expect(total(res.body.data, outcome), outcome).toBe(expected);
    }
  });

  it("shows a student only their own sessions and a tutor only their own students' sessions", async () => {
    const mine = await byWeek({ id: pablo }, `from=2026-10-26&to=2026-11-15&plan_id=${planId}`);
    expect(mine.body.data).toEqual([
      { week_start: '2026-11-02', type: 'speaking-session', outcome: 'attended', count: 1 },
      { week_start: '2026-11-09', type: 'speaking-session', outcome: 'upcoming', count: 1 },
    ]);
    const carlosSees = await byWeek('tutor2', `from=2026-10-26&to=2026-11-15&plan_id=${planId}`);
    expect(carlosSees.body.data).toEqual([
      { week_start: '2026-11-02', type: 'speaking-session', outcome: 'unmarked', count: 1 },
    ]);
    // Asking for another tutor's figures gives nothing more.
    const peeking = await byWeek('tutor2', `from=2026-10-26&to=2026-11-15&plan_id=${planId}&tutor_id=${ana}`);
    expect(peeking.body.data).toEqual([]);
  });

  it('refuses a malformed or reversed range, one too long, and a bad id (422)', async () => {
    for (const query of [
      'from=2026-11-01',
      'from=01-11-2026&to=2026-11-30',
      'from=2026-11-30&to=2026-11-01',
      'from=2025-01-01&to=2026-11-30',
      'from=2026-11-01&to=2026-11-30&tutor_id=x',
    ]) {
      expect((await byWeek('admin', query)).status, query).toBe(422);
    }
  });
});

describe('GET /api/insights/tutor_use', () => {
  const use = (who: Parameters<TestApp['as']>[0], query: string) => t.as(who).get(`/api/insights/tutor_use?${query}`);

  it("sets each tutor's open hours against the hours booked, week by week, as computed by hand", async () => {
    // Ana: Monday to Friday 8–12 and 14–17:30, 7.5 hours a day. The plan's students have with her, the week
    // of 2 November, three live sessions of 15 minutes and one cancelled.
    const res = await use('admin', `from=2026-11-02&to=2026-11-08&tutor_id=${ana}&plan_id=${planId}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual([
      {
        tutor_id: ana,
        tutor_name: 'Ana Rodríguez',
        week_start: '2026-11-02',
        available_hours: 37.5,
        booked_hours: 0.75,
        cancelled: 1,
        no_show: 0,
      },
    ]);
    // A range starting on Wednesday counts that week's open hours from Wednesday on.
    const part = await use('admin', `from=2026-11-04&to=2026-11-08&tutor_id=${ana}&plan_id=${planId}`);
    expect(part.body.data[0]).toMatchObject({ available_hours: 22.5, booked_hours: 0.5, cancelled: 1 });
  });

  it('shows an admin every tutor, a tutor only themselves, a student no one', async () => {
    const all = await use('admin', `from=2026-11-02&to=2026-11-08`);
    expect(new Set(all.body.data.map((r: { tutor_id: string }) => r.tutor_id)).size).toBeGreaterThanOrEqual(3);
    const own = await use('tutor2', `from=2026-11-02&to=2026-11-15&plan_id=${planId}`);
    expect(own.body.data.map((r: { tutor_id: string; week_start: string }) => [r.tutor_id, r.week_start])).toEqual([
      [carlos, '2026-11-02'],
      [carlos, '2026-11-09'],
    ]);
    expect((await use('tutor2', `from=2026-11-02&to=2026-11-08&tutor_id=${ana}`)).body.data).toEqual([]);
    expect((await use({ id: lucia }, 'from=2026-11-02&to=2026-11-08')).body.data).toEqual([]);
  });
});

describe('PATCH /api/sessions/{id} {attendance}', () => {
  const idOf = (fecha: string, hora: string) => made.find((m) => m.fecha === fecha && m.hora === hora)!.id;

  it("is the session's tutor's to mark after its time, and to take back", async () => {
    const id = idOf('2026-11-06', '10:35');
    const marked = await t.as('tutor1').patch(`/api/sessions/${id}`, { attendance: 'attended' });
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);
    expect(marked.body.data.attendance).toBe('attended');
    const undone = await t.as('tutor1').patch(`/api/sessions/${id}`, { attendance: null });
    expect(undone.body.data.attendance).toBeNull();
  });

  it('an admin corrects it; the student sees it but may not set it; another tutor does not reach it', async () => {
    const id = idOf('2026-11-03', '10:35');
    expect((await t.as('admin').patch(`/api/sessions/${id}`, { attendance: 'no_show' })).body.data.attendance).toBe(
      'no_show',
    );
    expect((await t.as({ id: lucia }).get(`/api/sessions/${id}`)).body.data.attendance).toBe('no_show');
    expectRefusal(
      await t.as({ id: lucia }).patch(`/api/sessions/${id}`, { attendance: 'attended' }),
      403,
      ATTENDANCE_MESSAGES.notYours,
    );
    expect((await t.as('tutor2').patch(`/api/sessions/${id}`, { attendance: 'attended' })).status).toBe(404);
    const [row] = await t.db.select({ attendance: sessions.attendance }).from(sessions).where(eq(sessions.id, id));
    expect(row!.attendance).toBe('no_show');
  });

  it('refuses a session still ahead or cancelled (409), a value it does not know and two changes at once (422)', async () => {
    expectRefusal(
      await t.as('tutor1').patch(`/api/sessions/${idOf('2026-11-12', '10:35')}`, { attendance: 'attended' }),
      409,
      ATTENDANCE_MESSAGES.notYet,
    );
    expectRefusal(
      await t.as('tutor1').patch(`/api/sessions/${idOf('2026-11-05', '10:35')}`, { attendance: 'attended' }),
      409,
      ATTENDANCE_MESSAGES.cancelled,
    );
    const past = idOf('2026-11-10', '08:35');
    expect((await t.as('tutor1').patch(`/api/sessions/${past}`, { attendance: 'late' })).status).toBe(422);
    expect(
      (await t.as('tutor1').patch(`/api/sessions/${past}`, { attendance: 'attended', feedback: 'Bien' })).status,
    ).toBe(422);
  });
});
