// Learning tells people (docs/decisions/024): a processed SED reaches its student once (link to the SED);
// an assigned lesson and the tutor's homework feedback reach the student (link to the lesson); submitted
// homework reaches the student's tutor (link to that student's lessons). Demo data: every demo student and
// tutor starts with read and unread notifications that open real screens, and the demo plans' notice.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gt, ne } from 'drizzle-orm';
import { SUBMISSION_FILE_NAME } from '@charla/domain/assignments';
import { isAppRoute } from '@charla/domain/routes';
import { lessons, notifications, plans, sessions } from '../src/db/schema';
import { DEMO_CANCEL_NOTICE_HOURS } from '../src/db/seed/people';
import { createLocalStorage } from '../src/storage/local';
import { createOpenAiEngine } from '../src/speech/openai';
import { createAudioFixtures, type AudioFixtures } from './audio-fixtures';
import { startTestApp, type Person, type TestApp } from './app';
import { startFakeSpeechServer, verboseJson, type FakeSpeechServer } from './fake-speech-server';
import { multipart, postSed, VIDEO_URL, waitFor } from './seds';
import { transcribeSed } from '../src/modules/seds/worker';

let t: TestApp;
let audio: AudioFixtures;
let speech: FakeSpeechServer;
beforeAll(async () => {
  audio = await createAudioFixtures();
  speech = await startFakeSpeechServer(() => verboseJson(['Hello, my name is Lucia.']));
  t = await startTestApp(
    { SPEECH_ENGINE: 'openai', SPEECH_URL: speech.url, SPEECH_API_KEY: 'sk-prueba' },
    { workers: true, ownDataDir: true },
  );
});
afterAll(async () => {
  await t?.close();
  await speech?.close();
  await audio?.remove();
});

const inboxOf = (userId: string, kind: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.user_id, userId), eq(notifications.kind, kind)));

describe('a processed SED', () => {
  it('tells its student once, linking to the SED', async () => {
    const res = await postSed(t, 'student3', { videoUrl: VIDEO_URL, audio: await audio.speechWebm() });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const id = res.body.data.id as string;
    const done = await waitFor(
      () => t.as('student3').get(`/api/seds/${id}`),
      (r) => r.body.data?.status === 'listo',
      60_000,
    );
    expect(done.body.data.status).toBe('listo');
    const told = async () =>
      (await inboxOf(t.people.student3.id, 'sed_processed')).filter((n) => n.link === `/seds/${id}`);
    expect(await told()).toEqual([
      expect.objectContaining({
        title: 'Tu SED está listo',
        body: expect.stringMatching(
          /^Tu SED del .+ \(hora de Ciudad de México\) ya tiene su transcripción y la retroalimentación de tus palabras\.$/,
        ),
        read_at: null,
        email_status: null,
      }),
    ]);
    // The job again (a retry after a crash): already 'listo', nobody told twice.
    const engine = createOpenAiEngine({ url: speech.url, apiKey: 'sk-prueba', model: 'whisper-1' });
    await transcribeSed(t.db, createLocalStorage(t.dataDir), engine, id);
    expect(await told()).toHaveLength(1);
  });
});

describe('homework', () => {
  async function assign(by: Person, student: Person) {
    const [lesson] = await t.db.select({ id: lessons.id, title: lessons.title }).from(lessons).limit(1);
    const res = await t.as(by).post('/api/assignments', { lesson_id: lesson!.id, user_id: t.people[student].id });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return { id: res.body.data.id as string, title: lesson!.title };
  }

  it('assigned → the student; submitted → their tutor; feedback → the student (new or changed only)', async () => {
    const { id, title } = await assign('tutor1', 'student1');
    const [assigned] = (await inboxOf(t.people.student1.id, 'lesson_assigned')).filter(
      (n) => n.link === `/lecciones/${id}`,
    );
    expect(assigned).toMatchObject({
      title: `Nueva lección: «${title}»`,
      body: `Ana Rodríguez te asignó la lección «${title}». Ábrela para ver la tarea y sus prácticas.`,
    });

    const { payload, headers } = multipart(
      { assignment_id: id },
      { data: await readFile(await audio.speechWebm()), filename: SUBMISSION_FILE_NAME, type: 'audio/webm' },
    );
    const sent = await t
      .as('student1')
      .raw({ method: 'POST', url: `/api/assignments/${id}/submissions`, payload, headers });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const submitted = (await inboxOf(t.people.tutor1.id, 'homework_submitted')).filter(
      (n) => n.dedupe_key === `homework_submitted:${id}`,
    );
    expect(submitted).toEqual([
      expect.objectContaining({
        title: 'Lucía Hernández entregó su tarea',
        body: `Lucía Hernández entregó la tarea de la lección «${title}». Escúchala y déjale tu retroalimentación.`,
        link: `/tutor/students/${t.people.student1.id}/lessons`,
      }),
    ]);
    // Another tutor hears nothing of it.
    expect((await inboxOf(t.people.tutor2.id, 'homework_submitted')).filter((n) => n.dedupe_key?.endsWith(id))).toEqual(
      [],
    );

    const feedbackOf = async () =>
      (await inboxOf(t.people.student1.id, 'homework_feedback')).filter((n) => n.link === `/lecciones/${id}`);
    const write = (feedback: string | null) => t.as('tutor1').patch(`/api/assignments/${id}`, { feedback });
    expect((await write('Muy bien, cuida la entonación.')).status).toBe(200);
    expect((await write('Muy bien, cuida la entonación.')).status).toBe(200);
    expect((await write(null)).status).toBe(200);
    expect(await feedbackOf()).toEqual([
      expect.objectContaining({
        title: `Retroalimentación de tu tarea: «${title}»`,
        body: `Ana Rodríguez escribió la retroalimentación de tu tarea de la lección «${title}».`,
      }),
    ]);
    expect((await write('Ahora mejor.')).status).toBe(200);
    expect(await feedbackOf()).toHaveLength(2);
  });

  it('an admin assigning signs with their own name', async () => {
    const { id } = await assign('admin', 'student2');
    const [assigned] = (await inboxOf(t.people.student2.id, 'lesson_assigned')).filter(
      (n) => n.link === `/lecciones/${id}`,
    );
    expect(assigned!.body).toMatch(/^Administración Charla te asignó la lección/);
  });
});

describe('demo notifications', () => {
  const demo: Person[] = ['student1', 'student2', 'student3', 'student4', 'student5', 'tutor1', 'tutor2', 'tutor3'];

  it.each(demo)('%s has read and unread ones, each opening a screen of the app, none emailed', async (who) => {
    const res = await t.as(who).get('/api/notifications?page_number=1&page_size=100');
    const seeded = res.body.data.data as { link: string; read_at: string | null }[];
    expect(seeded.some((n) => n.read_at === null)).toBe(true);
    expect(seeded.some((n) => n.read_at !== null)).toBe(true);
    for (const n of seeded) expect(isAppRoute(n.link), n.link).toBe(true);
    const rows = await t.db.select().from(notifications).where(eq(notifications.user_id, t.people[who].id));
    expect(rows.filter((row) => row.email_status !== null)).toEqual([]);
  });

  it('demo plans carry the notice and the demo’s upcoming sessions lie beyond it', async () => {
    const demoPlans = await t.db.select().from(plans);
    for (const plan of demoPlans.filter((p) => ['Básico', 'Intensivo', 'Francés'].includes(p.name)))
      expect(plan.cancel_notice_hours, plan.name).toBe(DEMO_CANCEL_NOTICE_HOURS);
    const now = Date.now();
    const upcoming = await t.db
      .select()
      .from(sessions)
      .where(and(ne(sessions.estado, 'cancelada'), gt(sessions.meeting_time, new Date(now))));
    for (const session of upcoming)
      expect(session.meeting_time.getTime() - now).toBeGreaterThan(DEMO_CANCEL_NOTICE_HOURS * 3_600_000 - 600_000);
  });
});
