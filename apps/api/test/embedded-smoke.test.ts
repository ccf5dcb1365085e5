// The API suite runs in full on PostgreSQL; on the embedded database (PGlite) this file drives every
// module once, beside the files about the embedded database's own concerns. Each test does a module's
// main read and main write through HTTP as the role that uses it and checks what comes back, so a
// breakage that shows only on PGlite is caught in whichever module it hits. One app, one database.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import ICAL from 'ical.js';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_VIEW_FILTER } from '@charla/domain/access';
import { SUBMISSION_FILE_NAME } from '@charla/domain/assignments';
import { STUDENT_ROLE_ID, TUTOR_ROLE_ID } from '@charla/domain/ids';
import { countsOf, eventsFor, FILL_IN_THE_BLANK, runBody } from '../src/modules/practice-stats/fixtures';
import { startTestApp, type Person, type Reply, type TestApp } from './app';
import { createAudioFixtures, type AudioFixtures } from './audio-fixtures';
import { NOW, NOW_ISO, at, booking, demoTutors, newPlan, newStudent } from './booking';
import { multipart, postSed, storedFiles, VIDEO_URL } from './seds';

let t: TestApp;
let audio: AudioFixtures;
let ana: string;
let roomyPlan: string;
beforeAll(async () => {
  audio = await createAudioFixtures();
  t = await startTestApp({ FIXED_NOW: NOW }, { ownDataDir: true });
  ana = demoTutors(t).ana;
  roomyPlan = (await newPlan(t, { reading: 10, speaking: 10, total: 10 })).id;
});
afterAll(async () => {
  await t?.close();
  await audio?.remove();
});

const UNKNOWN = '01900000-0000-7000-8000-000000000abc';
const UPCOMING = `/api/sessions?sort_by=meeting_time&sort_order=1&page_number=1&page_size=10&meeting_time_after=${NOW_ISO}`;
const status = async (reply: Promise<Reply>) => (await reply).status;
const data = async (reply: Promise<Reply>) => (await reply).body.data;
const ids = async (reply: Promise<Reply>) => (await data(reply)).data.map((row: { id: string }) => row.id);

/** The data of a reply that must be a 201. */
async function created(reply: Promise<Reply>) {
  const res = await reply;
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

/** A fresh student (on a roomy plan) who books Ana on Friday 20 November at `hora`. */
async function bookFresh(hora: string) {
  const me = t.as(await newStudent(t, roomyPlan));
  return { me, session: await created(me.post('/api/sessions', booking('2026-11-20', hora, ana))) };
}

/** A GET that keeps the raw bytes (audio). */
async function download(who: Person, url: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${await t.token(who)}` } });
  return { status: res.statusCode, type: res.headers['content-type'], bytes: res.rawPayload };
}

function parseCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return { name: calendar.name, uids: calendar.getAllSubcomponents('vevent').map((e) => new ICAL.Event(e).uid) };
}

async function newPractice(title: string): Promise<string> {
  const body = { title, instructions: 'Completa la oración.', props: FILL_IN_THE_BLANK };
  return (await created(t.as('content').post('/api/practices', body))).id;
}

async function newLesson(title: string, linked: string[] = []): Promise<string> {
  const body = { title, video_url: 'https://youtu.be/dQw4w9WgXcQ', task: 'Graba un audio.', linked_practices: linked };
  return (await created(t.as('content').post('/api/lessons', body))).id;
}

describe('every module once on the embedded database', () => {
  it('health: up, on the database this run was asked for', async () => {
    const outside = await t.anon.raw({ method: 'GET', url: '/api/health', remoteAddress: '203.0.113.7' });
    expect(outside.body).toEqual({ success: true, data: { status: 'ok' } });
    const kind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
    expect(await data(t.as('admin').get('/api/health'))).toMatchObject({ status: 'ok', database: kind });
  });

  it('auth: register, then sign in with the password (a wrong one is 401)', async () => {
    const person = { email: 'smoke.registro@ejemplo.com', password: 'segura123' };
    expect(await status(t.anon.post('/api/register', { ...person, name: 'Registro Smoke' }))).toBe(200);
    const { token } = (await t.anon.post('/api/login', person)).body;
    const url = `/api/users/${decodeJwt(token).sub}`;
    const me = await t.anon.raw({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    expect(me.body.data).toMatchObject({ email: person.email, name: 'Registro Smoke', role_id: STUDENT_ROLE_ID });
    expect(await status(t.anon.post('/api/login', { ...person, password: 'incorrecta' }))).toBe(401);
  });

  it('users: the admin creates, finds and edits a user; a student lists only themselves', async () => {
    const admin = t.as('admin');
    const body = { name: 'Smoke Usuaria', email: 'smoke.u@ejemplo.com', phone: '1' };
    const { id } = await created(admin.post('/api/users', body));
    expect(await ids(admin.get('/api/users?q=Smoke Usuaria'))).toEqual([id]);
    expect(await data(admin.patch(`/api/users/${id}`, { phone: '222' }))).toMatchObject({ ...body, phone: '222' });
    expect(await ids(t.as('student1').get('/api/users'))).toEqual([t.people.student1.id]);
    expect(await status(admin.post('/api/users', { ...body, email: 'SMOKE.U@ejemplo.com' }))).toBe(409);
    const noPlan = await admin.post('/api/users', { ...body, email: 'otra@ejemplo.com', plan_id: UNKNOWN });
    expect(noPlan.status).toBe(422);
    expect(noPlan.body.detail).toEqual([
      { loc: ['body', 'plan_id'], msg: 'El plan no existe', type: 'reference_error' },
    ]);
  });

  it('roles: the admin creates, reads and deletes a role; a tutor reads only their own', async () => {
    const admin = t.as('admin');
    const body = { name: 'smoke_rol', permissions: { plans: ['read'] } };
    const url = `/api/roles/${(await created(admin.post('/api/roles', body))).id}`;
    expect(await data(admin.get(url))).toMatchObject(body);
    expect(await ids(t.as('tutor1').get('/api/roles'))).toEqual([t.people.tutor1.role_id]);
    expect(await status(admin.delete(url))).toBe(200);
    expect(await status(admin.get(url))).toBe(404);
  });

  it('user views: the admin creates, lists and edits a view; a student may not read views (403)', async () => {
    const admin = t.as('admin');
    const views = { seds: [DEFAULT_VIEW_FILTER] };
    const { id } = await created(admin.post('/api/user_views', { name: 'smoke_vista', views }));
    expect(await ids(admin.get('/api/user_views?q=smoke_vista'))).toEqual([id]);
    const patched = await data(admin.patch(`/api/user_views/${id}`, { description: 'Editada' }));
    expect(patched).toMatchObject({ name: 'smoke_vista', description: 'Editada', views });
    expect(await status(t.as('student1').get('/api/user_views'))).toBe(403);
  });

  it('plans: the admin creates and edits a plan; a student reads only their own', async () => {
    const admin = t.as('admin');
    const body = { name: 'Plan Smoke', language: 'fr', sed_submission_days: ['MONDAY'], maximum_total_sessions: 4 };
    const url = `/api/plans/${(await created(admin.post('/api/plans', body))).id}`;
    expect(await status(admin.patch(url, { maximum_reading_sessions: 2 }))).toBe(200);
    expect(await data(admin.get(url))).toMatchObject({ ...body, maximum_reading_sessions: 2 });
    expect(await ids(t.as('student1').get('/api/plans'))).toEqual([t.people.student1.plan_id]);
    expect(await status(t.as('student1').get(url))).toBe(404);
  });

  it('tutors: the admin makes a tutor, who saves their schedule; students see every tutor', async () => {
    const admin = t.as('admin');
    const body = { name: 'Tutora Smoke', email: 'smoke.t@ejemplo.com', phone: '1', role_id: TUTOR_ROLE_ID };
    const user = await created(admin.post('/api/users', body));
    const tutor = await created(admin.post('/api/tutors', { user_id: user.id, public_name: 'Profe Smoke' }));
    const url = `/api/tutors/${tutor.id}`;
    const availability = { THURSDAY: [{ start_time: 19, end_time: 21 }] };
    expect(await status(t.as(user).patch(url, { availability }))).toBe(200);
    expect(await data(t.as(user).get(url))).toMatchObject({ public_name: 'Profe Smoke', availability });
    const seen = await data(t.as('student1').get('/api/tutors?page_size=100'));
    const emails = seen.data.map((row: { email: string }) => row.email);
    expect(emails).toEqual(expect.arrayContaining(['tutor1@charla.test', 'smoke.t@ejemplo.com']));
    expect(await status(t.as('content').get('/api/tutors'))).toBe(403);
  });

  it('sessions: a student books, sees it upcoming, reschedules and cancels; the tutor writes feedback', async () => {
    const { me, session } = await bookFresh('10:00');
    const url = `/api/sessions/${session.id}`;
    expect(session).toMatchObject({ tutor_id: ana, meeting_time: at('2026-11-20', '10:00'), estado: 'programada' });
    expect(await ids(me.get(UPCOMING))).toEqual([session.id]);
    const moved = await data(me.patch(url, booking('2026-11-20', '10:30', ana)));
    expect(moved).toMatchObject({ id: session.id, meeting_time: at('2026-11-20', '10:30') });
    expect(await status(t.as('tutor1').delete(url))).toBe(403);
    expect(await data(me.delete(url))).toMatchObject({ estado: 'cancelada', cancelled_at: NOW_ISO });
    const cancelled = expect.objectContaining({ id: session.id, estado: 'cancelada' });
    expect((await data(me.get(UPCOMING))).data).toEqual([cancelled]);

    const past = await data(t.as('student1').get(`/api/sessions?page_number=1&meeting_time_before=${NOW_ISO}`));
    const open = past.data.find((s: { feedback: string | null }) => s.feedback === null);
    const feedback = 'Repasa los phrasal verbs.';
    expect(await status(t.as('tutor1').patch(`/api/sessions/${open.id}`, { feedback }))).toBe(200);
    expect(await data(t.as('student1').get(`/api/sessions/${open.id}`))).toMatchObject({ feedback });
  });

  it("tutors' blocked slots: a booking blocks its time, and frees it once cancelled", async () => {
    const slot = { dates: [20], start_time: 11, end_time: 11.25 };
    const { me, session } = await bookFresh('11:00');
    const blocked = () => data(t.as('student3').get(`/api/tutors/${ana}/blocked_slots`));
    expect((await blocked()).data).toContainEqual(slot);
    expect(await status(me.delete(`/api/sessions/${session.id}`))).toBe(200);
    expect((await blocked()).data).not.toContainEqual(slot);
  });

  it('notifications: a booking reaches the student and the tutor; read one, read all, email settings', async () => {
    const { me, session } = await bookFresh('11:15');
    const inbox = (await data(me.get('/api/notifications?page_number=1'))).data;
    expect(inbox).toEqual([expect.objectContaining({ kind: 'session_booked', session_id: session.id, read_at: null })]);
    const forTutor = expect.objectContaining({ session_id: session.id, link: '/tutor/sesiones' });
    expect((await data(t.as('tutor1').get('/api/notifications?page_size=100'))).data).toContainEqual(forTutor);
    expect(await data(me.get('/api/notifications/unread_count'))).toEqual({ unread: 1 });
    const read = await data(me.patch(`/api/notifications/${inbox[0].id}`, { read: true }));
    expect(read).toMatchObject({ id: inbox[0].id, read_at: expect.any(String) });
    expect(await data(me.get('/api/notifications/unread_count'))).toEqual({ unread: 0 });
    expect(await data(t.as('tutor1').post('/api/notifications/read_all'))).toEqual({ unread: 0 });
    expect(await status(me.patch(`/api/notifications/${UNKNOWN}`, { read: true }))).toBe(404);
    expect(await status(me.put('/api/notification_settings', { email_off: ['session_reminder'] }))).toBe(200);
    expect((await data(me.get('/api/notification_settings'))).email_off).toEqual(['session_reminder']);
  });

  it('calendar: the session .ics and the private feed are VCALENDARs with the booked event', async () => {
    const { me, session } = await bookFresh('11:30');
    const calendar = { name: 'vcalendar', uids: [`${session.id}@charla`] };
    const ics = await me.raw({ method: 'GET', url: `/api/sessions/${session.id}/ics` });
    expect(ics.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(parseCalendar(ics.body)).toEqual(calendar);
    const url = new URL((await data(me.post('/api/calendar_feed'))).url).pathname;
    const feed = await t.anon.raw({ method: 'GET', url });
    expect(feed.status).toBe(200);
    expect(parseCalendar(feed.body)).toEqual(calendar);
    expect(await status(me.delete('/api/calendar_feed'))).toBe(200);
    expect(await status(t.anon.get(url))).toBe(404);
  });

  it('SEDs: a student uploads a recording, which is stored, listed and played back; others get 404', async () => {
    const sed = await created(postSed(t, 'student2', { videoUrl: VIDEO_URL, audio: await audio.speechWebm() }));
    expect(sed).toMatchObject({ user_id: t.people.student2.id, video_url: VIDEO_URL, status: 'pendiente' });
    expect(await ids(t.as('student2').get('/api/seds?page_number=1&page_size=10'))).toContain(sed.id);
    const played = await download('student2', sed.audio_url);
    expect(played.type).toBe('audio/webm');
    expect(played.bytes.equals(await readFile(path.join(t.dataDir, 'uploads', 'seds', `${sed.id}.webm`)))).toBe(true);
    expect(await status(t.as('student1').get(`/api/seds/${sed.id}`))).toBe(404);
  });

  it('practices: the content author creates and edits a practice; a student reads it but may not write', async () => {
    const url = `/api/practices/${await newPractice('Smoke práctica')}`;
    const patched = await data(t.as('content').patch(url, { instructions: 'Escribe el verbo.' }));
    expect(patched).toMatchObject({ instructions: 'Escribe el verbo.', props: FILL_IN_THE_BLANK });
    expect(await data(t.as('student1').get(url))).toEqual(patched);
    expect(await status(t.as('student1').post('/api/practices', { title: 'x' }))).toBe(403);
  });

  it('lessons: content makes a lesson with a practice; a tutor reads it, an unassigned student gets 404', async () => {
    const practice = await newPractice('Smoke enlazada');
    const url = `/api/lessons/${await newLesson('Smoke lección', [practice])}`;
    const title = 'Smoke lección 2';
    expect(await data(t.as('content').patch(url, { title }))).toMatchObject({ title });
    expect(await data(t.as('tutor1').get(url))).toMatchObject({ title, linked_practices: [practice] });
    expect(await ids(t.as('tutor1').get(`${url}/practices`))).toEqual([practice]);
    expect(await status(t.as('student4').get(url))).toBe(404);
  });

  it('practice stats: a student records a run, which shows in their progress and to their tutor only', async () => {
    const practice = await newPractice('Smoke progreso');
    const run = [{ key: 'She <blank> happy.', attempts: 1 }];
    const me = t.people.student1.id;
    const body = runBody(me, practice, countsOf(run), undefined, eventsFor(run));
    const { id } = await created(t.as('student1').post('/api/practice_stats', body));
    expect(await ids(t.as('student1').get(`/api/practice_stats?practice_id=${practice}`))).toEqual([id]);
    const progress = await t.as('student1').get('/api/practice_stats/progress');
    const entry = { practice_id: practice, runs: 1, best_score: 10, latest_accuracy: 100 };
    expect(progress.body.data.data).toContainEqual(expect.objectContaining(entry));
    expect((await t.as('tutor1').get(`/api/practice_stats/progress?user_id=${me}`)).body).toEqual(progress.body);
    expect(await status(t.as('tutor2').get(`/api/practice_stats/progress?user_id=${me}`))).toBe(404);
  });

  it('assignments: a tutor assigns a lesson, the student records the homework and it plays back', async () => {
    const lesson = await newLesson('Smoke tarea');
    const body = { lesson_id: lesson, user_id: t.people.student1.id };
    const { id } = await created(t.as('tutor1').post('/api/assignments', body));
    const [newest] = (await data(t.as('student1').get('/api/assignments'))).data;
    expect(newest).toMatchObject({ id, title: 'Smoke tarea', submission: null });
    expect(await status(t.as('student1').get(`/api/lessons/${lesson}`))).toBe(200);

    const recording = { data: await readFile(await audio.speechWebm()), filename: SUBMISSION_FILE_NAME };
    const form = multipart({ assignment_id: id }, recording);
    const url = `/api/assignments/${id}/submissions`;
    const done = await created(t.as('student1').raw({ method: 'POST', url, ...form }));
    const audioUrl = `/api/assignments/${id}/audio`;
    expect(done).toMatchObject({ id, completed_at: expect.any(String), submission: { audio_url: audioUrl } });
    const [file] = (await storedFiles(t.dataDir)).filter((name) => name.startsWith('submissions/'));
    const played = await download('tutor1', audioUrl);
    expect(played.type).toBe('audio/webm');
    expect(played.bytes.equals(await readFile(path.join(t.dataDir, 'uploads', file!)))).toBe(true);
    const reviewed = await data(t.as('tutor1').patch(`/api/assignments/${id}`, { feedback: 'Muy bien.' }));
    expect(reviewed).toMatchObject({ feedback: 'Muy bien.' });
    expect(await status(t.as('student3').get(`/api/assignments/${id}`))).toBe(404);
    // A lesson with an assignment stays (409).
    expect(await status(t.as('content').delete(`/api/lessons/${lesson}`))).toBe(409);
  });

  it('access preview: the admin sees what a student reaches; a student may not ask (403)', async () => {
    const preview = await data(t.as('admin').post('/api/access_preview', { user_id: t.people.student1.id }));
    const users = preview.collections.find((c: { collection: string }) => c.collection === 'users');
    const row = { id: t.people.student1.id, label: expect.any(String) };
    expect(users).toMatchObject({ allowed: true, count: 1, rows: [row] });
    expect(await status(t.as('student1').post('/api/access_preview', { user_id: t.people.admin.id }))).toBe(403);
  });
});
