// PostgreSQL only (see vitest.config.ts): two real API processes on one database, as when the API is
// scaled out (DESIGN §1). Both start together (migrations and the demo seed are lock-protected), users
// sign in over HTTP, and bookings race across the two processes: the database locks and the partial
// unique index must hold between processes, not only inside one.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { decodeJwt } from 'jose';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOW, TAKEN, at, booking, type BookingBody } from './booking';
import { createPgTestDatabase } from './database';
import { call, startServerProcess, stopServerProcess, type ServerProcess } from './server-process';

const JWT_SECRET = 'two-processes-secret-0123456789-abcdef';

let database: Awaited<ReturnType<typeof createPgTestDatabase>>;
let sql: pg.Client;
let dataDir: string;
const servers: ServerProcess[] = [];

async function startServer(): Promise<ServerProcess> {
  const server = await startServerProcess({
    DATABASE_URL: database.url,
    DATABASE_POOL_SIZE: '10',
    FIXED_NOW: NOW,
    JWT_SECRET,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_AUTH: '1000',
    DATA_DIR: dataDir,
    SPEECH_ENGINE: 'none',
  });
  servers.push(server);
  return server;
}

async function login(base: string, email: string) {
  const res = await call(base, 'POST', '/api/login', undefined, { email, password: 'charla123' });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.token as string;
}

let adminToken: string;
let planIds: Record<string, string>;
let tutorIds: Record<string, string>;

beforeAll(async () => {
  database = await createPgTestDatabase();
  sql = new pg.Client({ connectionString: database.url });
  await sql.connect();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'charla-two-'));
  // Both start together: migrations and the demo seed are lock-protected.
  await Promise.all([startServer(), startServer()]);
  adminToken = await login(servers[0]!.base, 'admin@charla.test');
  const plans = await call(servers[1]!.base, 'GET', '/api/plans', adminToken);
  planIds = Object.fromEntries(plans.body.data.data.map((p: { name: string; id: string }) => [p.name, p.id]));
  const tutors = await call(servers[0]!.base, 'GET', '/api/tutors', adminToken);
  tutorIds = Object.fromEntries(
    tutors.body.data.data.map((tu: { public_name: string; id: string }) => [tu.public_name, tu.id]),
  );
});

afterAll(async () => {
  await Promise.all(servers.map(stopServerProcess));
  await sql?.end();
  await database?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** Registers a student over HTTP (alternating processes) and gives them a plan as the admin. */
async function registerStudent(k: number, plan: string) {
  const base = servers[k % 2]!.base;
  const res = await call(base, 'POST', '/api/register', undefined, {
    email: `carrera${k}@prueba.test`,
    password: 'segura123',
    name: `Carrera ${k}`,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const id = String(decodeJwt(res.body.token).sub);
  const patched = await call(servers[(k + 1) % 2]!.base, 'PATCH', `/api/users/${id}`, adminToken, {
    plan_id: planIds[plan],
  });
  expect(patched.status, JSON.stringify(patched.body)).toBe(200);
  return { id, token: res.body.token as string };
}

/** Fires every booking at once, alternating between the two processes. */
function together(requests: { token: string; body: BookingBody }[]) {
  return Promise.all(
    requests.map(({ token, body }, k) => call(servers[k % 2]!.base, 'POST', '/api/sessions', token, body)),
  );
}

describe('two API processes on one PostgreSQL database', () => {
  it('seeded the demo once although both started together', async () => {
    const { rows } = await sql.query(`select count(*)::int as n from users where email like '%@charla.test'`);
    expect(rows[0].n).toBe(10);
  });

  it('lets exactly one of 60 bookings of one slot through, whichever process takes it', async () => {
    const crowd: { id: string; token: string }[] = [];
    for (let k = 0; k < 60; k += 6) {
      crowd.push(...(await Promise.all(Array.from({ length: 6 }, (_, j) => registerStudent(k + j, 'Intensivo')))));
    }
    const ana = tutorIds['Ana Rodríguez']!;
    const replies = await together(crowd.map(({ token }) => ({ token, body: booking('2026-11-20', '10:00', ana) })));
    expect(replies.filter((r) => r.status === 201)).toHaveLength(1);
    for (const loser of replies.filter((r) => r.status !== 201))
      expect(loser).toEqual({ status: 409, body: { success: false, detail: TAKEN } });
    const { rows } = await sql.query(
      `select user_id from sessions where tutor_id = $1 and meeting_time = $2 and estado <> 'cancelada'`,
      [ana, at('2026-11-20', '10:00')],
    );
    expect(rows).toHaveLength(1);
    expect(crowd.map((s) => s.id)).toContain(rows[0].user_id);
  });

  it("holds a signed-in student's monthly quota exactly across both processes", async () => {
    const token = await login(servers[1]!.base, 'estudiante4@charla.test'); // Básico: 2 reading, 4 speaking, 6 in total
    const me = String(decodeJwt(token).sub);
    const month = [at('2026-11-01', '00:00'), at('2026-12-01', '00:00')];
    const counts = async () =>
      (
        await sql.query(
          `select type, count(*)::int as n from sessions where user_id = $1 and estado <> 'cancelada'
         and meeting_time >= $2 and meeting_time < $3 group by type`,
          [me, ...month],
        )
      ).rows.reduce(
        (acc: Record<string, number>, row: { type: string; n: number }) => ({ ...acc, [row.type]: row.n }),
        {},
      );
    const before = await counts();
    const reading = before['reading-session'] ?? 0;
    const speaking = before['speaking-session'] ?? 0;
    expect(reading + speaking).toBeLessThan(6);

    const carlos = tutorIds['Carlos Méndez']!;
    const ana = tutorIds['Ana Rodríguez']!;
    const hours = Array.from(
      { length: 12 },
      (_, k) => `${String(9 + Math.floor(k / 4)).padStart(2, '0')}:${String((k % 4) * 15).padStart(2, '0')}`,
    );
    const requests = [
      ...hours.map((hora) => ({ token, body: booking('2026-11-28', hora, carlos, 'reading-session') })),
      ...hours.map((hora) => ({ token, body: booking('2026-11-30', hora, ana, 'speaking-session') })),
    ];
    const replies = await together(requests.sort(() => Math.random() - 0.5));
    const after = await counts();
    const created = replies.filter((r) => r.status === 201).length;
    expect(created).toBe(6 - reading - speaking);
    expect((after['reading-session'] ?? 0) + (after['speaking-session'] ?? 0)).toBe(6);
    expect(after['reading-session']).toBe(2);
    expect(after['speaking-session']).toBe(4);
    for (const refused of replies.filter((r) => r.status !== 201)) {
      expect(refused.status).toBe(409);
      expect(refused.body.detail).toMatch(/^Ya agendaste \d+ de \d+ sesiones .*plan Básico/);
    }
  });

  it('lets weekly series from 20 students race across both processes without a slot booked twice', async () => {
    const crowd = await Promise.all(Array.from({ length: 20 }, (_, k) => registerStudent(200 + k, 'Intensivo')));
    const ana = tutorIds['Ana Rodríguez']!;
    // Thursdays at 11:00, from 26 November or from 3 December: the weeks overlap from 3 December on.
    const replies = await Promise.all(
      crowd.map(({ token }, k) =>
        call(servers[k % 2]!.base, 'POST', '/api/session_series', token, {
          ...booking(k % 2 ? '2026-12-03' : '2026-11-26', '11:00', ana),
          weeks: 3,
        }),
      ),
    );
    for (const reply of replies) expect([201, 409], JSON.stringify(reply.body)).toContain(reply.status);
    const { rows } = await sql.query(
      `select meeting_time, count(*)::int as n from sessions where tutor_id = $1 and estado <> 'cancelada'
       and series_id is not null group by meeting_time order by meeting_time`,
      [ana],
    );
    expect(rows.map((row: { meeting_time: Date; n: number }) => [row.meeting_time.toISOString(), row.n])).toEqual(
      ['2026-11-26', '2026-12-03', '2026-12-10', '2026-12-17'].map((d) => [at(d, '11:00'), 1]),
    );
  });

  it("holds a student's monthly quota exactly when their series race across both processes", async () => {
    const student = await registerStudent(300, 'Básico'); // 4 Speaking a month, 6 sessions in all
    const ana = tutorIds['Ana Rodríguez']!;
    const hours = ['08:15', '08:45', '09:15', '09:45', '10:15', '14:15', '14:45', '15:15', '15:45', '16:15'];
    const replies = await Promise.all(
      hours.map((hora, k) =>
        call(servers[k % 2]!.base, 'POST', '/api/session_series', student.token, {
          ...booking('2026-12-01', hora, ana),
          weeks: 3,
        }),
      ),
    );
    for (const reply of replies) expect([201, 409], JSON.stringify(reply.body)).toContain(reply.status);
    const { rows } = await sql.query(
      `select count(*)::int as n from sessions where user_id = $1 and estado <> 'cancelada'
       and meeting_time >= $2 and meeting_time < $3`,
      [student.id, at('2026-12-01', '00:00'), at('2027-01-01', '00:00')],
    );
    expect(rows[0].n).toBe(4);
  });

  it("shows a booking made through one process in the other's blocked_slots on the next request", async () => {
    const sophie = tutorIds['Sophie Martin']!;
    // Sophie teaches French (docs/decisions/029): a student of the French plan books her.
    const student = await registerStudent(100, 'Francés');
    const onThe24th = async (base: string) => {
      const res = await call(base, 'GET', `/api/tutors/${sophie}/blocked_slots`, student.token);
      expect(res.status).toBe(200);
      return res.body.data.data.filter((slot: { dates: number[] }) => slot.dates.includes(24));
    };
    // Both processes have answered (and remembered) the tutor's month before the booking.
    const before = await onThe24th(servers[0]!.base);
    expect(await onThe24th(servers[1]!.base)).toEqual(before);
    const booked = await call(
      servers[1]!.base,
      'POST',
      '/api/sessions',
      student.token,
      booking('2026-11-24', '10:00', sophie),
    );
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const after = await onThe24th(servers[0]!.base);
    expect(after).not.toEqual(before);
    expect(after).toContainEqual({ dates: [24], start_time: 10, end_time: 10.25 });
  });
});
