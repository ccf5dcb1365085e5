// Homework recordings (DESIGN §5, §7; spec part 1 §3, §7; decision 019): POST
// /api/assignments/{id}/submissions takes the same recordings as SED audio and refuses the same
// things, records the submission and completed_at together, once per assignment (also under a race);
// GET /api/assignments/{id}/audio plays it to its student, their tutor and admins, with Range support.
// Only the assignment's own student sends it, whatever another caller's role may do (decision 030).
// A refused upload leaves no row and no file under DATA_DIR/uploads.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { ASSIGNMENT_MESSAGES, SUBMISSION_FILE_NAME } from '@charla/domain/assignments';
import { MESSAGES } from '@charla/domain/http';
import { SED_MESSAGES } from '@charla/domain/seds';
import { UNSUPPORTED_AUDIO } from '../../audio/probe';
import { MALFORMED_MULTIPART } from '../../uploads/upload';
import { assignments, lessonSubmissions, lessons } from '../../db/schema';
import { newId } from '../../lib/ids';
import { createAudioFixtures, type AudioFixtures } from '../../../test/audio-fixtures';
import { startTestApp, type Client, type Person, type Reply, type TestApp } from '../../../test/app';
import { multipart, storedFiles } from '../../../test/seds';
import { restrictedPerson } from '../../../test/view-roles';
import { RECORDING_NOT_FOUND } from './submissions';

let t: TestApp;
let audio: AudioFixtures;
beforeAll(async () => {
  audio = await createAudioFixtures();
  t = await startTestApp({}, { ownDataDir: true });
});
afterAll(async () => {
  await t?.close();
  await audio?.remove();
});

interface SubmissionForm {
  /** The form's assignment_id; omitted → the path's id; null → no field. */
  assignmentId?: string | null;
  /** A file to send as audio_file; omitted → the speech recording; null → no audio part. */
  audio?: string | null;
  type?: string;
}

/** POST /api/assignments/{id}/submissions as the lesson page sends it (spec part 1 §7). */
function submit(who: Person, id: string, form: SubmissionForm = {}): Promise<Reply> {
  return submitAs(t.as(who), id, form);
}

async function submitAs(client: Client, id: string, form: SubmissionForm = {}): Promise<Reply> {
  const assignmentId = form.assignmentId === undefined ? id : form.assignmentId;
  const file = form.audio === undefined ? await audio.speechWebm() : form.audio;
  const { payload, headers } = multipart(
    assignmentId === null ? {} : { assignment_id: assignmentId },
    file === null
      ? undefined
      : { data: await readFile(file), filename: SUBMISSION_FILE_NAME, type: form.type ?? 'audio/webm;codecs=opus' },
  );
  return client.raw({ method: 'POST', url: `/api/assignments/${id}/submissions`, payload, headers });
}

/** A fresh open assignment of `student` (a demo person or a user id), on a lesson of its own. */
async function openAssignment(student: Person | string): Promise<string> {
  const lessonId = newId();
  await t.db.insert(lessons).values({ id: lessonId, title: `Lección ${lessonId.slice(-6)}`, task: 'Grábate' });
  const id = newId();
  const userId = student in t.people ? t.people[student as Person].id : student;
  await t.db.insert(assignments).values({ id, lesson_id: lessonId, user_id: userId });
  return id;
}

async function stored() {
  const [row] = await t.db.select({ n: count() }).from(lessonSubmissions);
  return { rows: row!.n, files: await storedFiles(t.dataDir) };
}
async function completedAt(id: string) {
  const [row] = await t.db.select({ at: assignments.completed_at }).from(assignments).where(eq(assignments.id, id));
  return row!.at;
}

/** Sends, expects `status` + `detail`, and that no submission row or file appeared and the assignment is open. */
async function expectRefused(id: string, send: () => Promise<Reply>, status: number, detail: unknown) {
  const before = await stored();
  const res = await send();
  expect(res.status).toBe(status);
  expect(res.body).toEqual({ success: false, detail });
  expect(await stored()).toEqual(before);
  return res;
}

const issue = (field: string, msg: string) => [{ loc: ['body', field], msg, type: 'value_error' }];

describe('a submission', () => {
  let id: string;
  let answer: Reply;
  beforeAll(async () => {
    id = await openAssignment('student1');
    answer = await submit('student1', id);
  });

  it('answers 201 with the assignment completed and its recording', async () => {
    expect(answer.status).toBe(201);
    const data = answer.body.data;
    expect(data).toMatchObject({ id, user_id: t.people.student1.id, feedback: null });
    expect(data.completed_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(data.submission).toEqual({
      id: expect.any(String),
      audio_url: `/api/assignments/${id}/audio`,
      audio_seconds: expect.any(Number),
      created_at: data.completed_at,
    });
    expect(data.submission.audio_seconds).toBeGreaterThan(3);
  });

  it('stores the row for the student and the file under submissions/', async () => {
    const [row] = await t.db.select().from(lessonSubmissions).where(eq(lessonSubmissions.assignment_id, id));
    expect(row).toMatchObject({ user_id: t.people.student1.id, audio_file: `submissions/${row!.id}.webm` });
    expect(await storedFiles(t.dataDir)).toContain(`submissions/${row!.id}.webm`);
    expect((await completedAt(id))?.toISOString()).toBe(answer.body.data.completed_at);
  });

  it('shows in the student’s list and to the tutor', async () => {
    const own = await t.as('student1').get('/api/assignments');
    expect(own.body.data.data.find((row: { id: string }) => row.id === id).submission).toEqual(
      answer.body.data.submission,
    );
    const tutor = await t.as('tutor1').get(`/api/assignments/${id}`);
    expect(tutor.body.data.submission).toEqual(answer.body.data.submission);
  });

  it('a second one is a 409 in Spanish, nothing kept', async () => {
    await expectRefused(id, () => submit('student1', id), 409, ASSIGNMENT_MESSAGES.alreadySubmitted);
  });
});

describe('two submissions at once', () => {
  it('exactly one is taken: one 201, one 409, one row and one file', async () => {
    for (let round = 0; round < 3; round++) {
      const id = await openAssignment('student2');
      const before = await stored();
      const answers = await Promise.all([submit('student2', id), submit('student2', id)]);
      expect(answers.map((res) => res.status).sort()).toEqual([201, 409]);
      expect(answers.find((res) => res.status === 409)!.body.detail).toBe(ASSIGNMENT_MESSAGES.alreadySubmitted);
      const after = await stored();
      expect(after.rows).toBe(before.rows + 1);
      expect(after.files.length).toBe(before.files.length + 1);
    }
  });
});

describe('a transaction that fails after the recording was stored', () => {
  it('deletes the stored file again: no row, no file, the assignment still open', async () => {
    // The database refuses this one submission after the file is in the store (a check the route can't foresee).
    const id = await openAssignment('student1');
    await t.db.execute(
      sql.raw(`create function refuse_submission() returns trigger as $$
      begin
        if new.assignment_id = '${id}' then
          raise exception 'refused by the test' using errcode = 'check_violation';
        end if;
        return new;
      end $$ language plpgsql`),
    );
    await t.db.execute(
      sql`create trigger refuse_submission before insert on lesson_submissions for each row execute function refuse_submission()`,
    );
    try {
      await expectRefused(id, () => submit('student1', id), 422, [
        { loc: ['body'], msg: 'Valor no válido', type: 'value_error' },
      ]);
      expect(await completedAt(id)).toBeNull();
    } finally {
      await t.db.execute(sql`drop trigger refuse_submission on lesson_submissions`);
      await t.db.execute(sql`drop function refuse_submission()`);
    }
    expect((await submit('student1', id)).status).toBe(201);
  });
});

describe('what the form must carry', () => {
  let id: string;
  beforeAll(async () => {
    id = await openAssignment('student1');
  });
  afterAll(async () => {
    expect(await completedAt(id)).toBeNull();
  });

  it('an assignment_id other than the path’s: 422 on assignment_id', async () => {
    const other = await openAssignment('student1');
    await expectRefused(
      id,
      () => submit('student1', id, { assignmentId: other }),
      422,
      issue('assignment_id', ASSIGNMENT_MESSAGES.assignmentMismatch),
    );
  });

  it('no assignment_id (or a blank one): 422 with the form’s message', async () => {
    for (const assignmentId of [null, '', '   ']) {
      await expectRefused(
        id,
        () => submit('student1', id, { assignmentId }),
        422,
        issue('assignment_id', ASSIGNMENT_MESSAGES.noAssignment),
      );
    }
  });

  it('the same id in capitals is the same assignment', async () => {
    const other = await openAssignment('student1');
    const res = await submit('student1', other, { assignmentId: other.toUpperCase() });
    expect(res.status).toBe(201);
  });

  it('no recording: 422 on audio_file', async () => {
    await expectRefused(
      id,
      () => submit('student1', id, { audio: null }),
      422,
      issue('audio_file', SED_MESSAGES.recordAudio),
    );
  });

  it('a text file named grabacion.webm declared audio/webm: 415, no row and no file', async () => {
    const text = path.join(audio.dir, 'notes.webm');
    const { writeFile } = await import('node:fs/promises');
    await writeFile(text, 'Esto es texto, no un audio.\n'.repeat(50));
    await expectRefused(id, () => submit('student1', id, { audio: text, type: 'audio/webm' }), 415, UNSUPPORTED_AUDIO);
  });

  it.each([
    ['random bytes', 'randomBytes'],
    ['an OGG/Opus file', 'oggOpus'],
    ['a WebM with a video track', 'videoWebm'],
  ] as const)('%s: 415, nothing kept', async (_name, fixture) => {
    await expectRefused(
      id,
      async () => submit('student1', id, { audio: await audio[fixture]() }),
      415,
      UNSUPPORTED_AUDIO,
    );
  });

  it('longer than 10 minutes: 422, nothing kept (the SED limit)', async () => {
    await expectRefused(
      id,
      async () => submit('student1', id, { audio: await audio.longWebm() }),
      422,
      issue('audio_file', 'El audio dura más de 10 minutos. Graba uno más corto.'),
    );
  });

  it('larger than MAX_AUDIO_BYTES: 413, nothing kept', async () => {
    const small = await startTestApp({ MAX_AUDIO_BYTES: '2000' }, { ownDataDir: true });
    try {
      const other = newId();
      const lessonId = newId();
      await small.db.insert(lessons).values({ id: lessonId, title: 'Pequeña', task: 'x' });
      await small.db.insert(assignments).values({ id: other, lesson_id: lessonId, user_id: small.people.student1.id });
      const { payload, headers } = multipart(
        { assignment_id: other },
        { data: await readFile(await audio.speechWebm()), filename: SUBMISSION_FILE_NAME },
      );
      const res = await small
        .as('student1')
        .raw({ method: 'POST', url: `/api/assignments/${other}/submissions`, payload, headers });
      expect(res.status).toBe(413);
      expect(res.body).toEqual({ success: false, detail: MESSAGES.payloadTooLarge });
      expect(await storedFiles(small.dataDir)).toEqual([]);
    } finally {
      await small.close();
    }
  });

  it('a multipart body that cannot be read (a part never closed): 400, nothing kept', async () => {
    const boundary = 'charla-limite';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="assignment_id"\r\n\r\n${id}\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="audio_file"; filename="${SUBMISSION_FILE_NAME}"\r\n` +
          'Content-Type: audio/webm\r\n\r\n',
      ),
      Buffer.alloc(64 * 1024, 7),
    ]);
    await expectRefused(
      id,
      () =>
        t.as('student1').raw({
          method: 'POST',
          url: `/api/assignments/${id}/submissions`,
          payload,
          headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        }),
      400,
      MALFORMED_MULTIPART,
    );
  });

  it('a JSON body instead of multipart: 415', async () => {
    const res = await t.as('student1').post(`/api/assignments/${id}/submissions`, { assignment_id: id });
    expect(res.status).toBe(415);
  });
});

describe('who may submit', () => {
  it("another student's assignment (their view hides it: never reveal existence) or an unknown one: 404, nothing kept", async () => {
    const theirs = await openAssignment('student3');
    await expectRefused(theirs, () => submit('student1', theirs), 404, ASSIGNMENT_MESSAGES.notFound);
    const unknown = newId();
    await expectRefused(unknown, () => submit('student1', unknown), 404, ASSIGNMENT_MESSAGES.notFound);
    expect(await completedAt(theirs)).toBeNull();
  });

  it('tutors (their views only read submissions) and content authors: 403 before the upload is read', async () => {
    const id = await openAssignment('student1');
    for (const who of ['tutor1', 'tutor2', 'content'] as const) {
      await expectRefused(id, () => submit(who, id), 403, expect.stringMatching(/permiso/));
    }
    expect(await completedAt(id)).toBeNull();
  });

  it("an admin: 403 in Spanish, nothing kept, the student's homework still open", async () => {
    const id = await openAssignment('student4');
    await expectRefused(id, () => submit('admin', id), 403, ASSIGNMENT_MESSAGES.notYourHomework);
    expect(await completedAt(id)).toBeNull();
    expect((await submit('student4', id)).status).toBe(201);
  });

  it('whatever the role may do: one reaching every assignment and submission sends only its own (decision 030)', async () => {
    const wide = await restrictedPerson(
      t,
      'entrega_amplia',
      { assignments: ['read'] },
      { assignments: [], lesson_submissions: [] },
    );
    const theirs = await openAssignment('student3');
    await expectRefused(theirs, () => submitAs(wide.client, theirs), 403, ASSIGNMENT_MESSAGES.notYourHomework);
    expect(await completedAt(theirs)).toBeNull();
    const own = await openAssignment(wide.id);
    expect((await submitAs(wide.client, own)).status).toBe(201);
  });
});

describe('GET /api/assignments/{id}/audio', () => {
  let id: string;
  let bytes: Buffer;
  beforeAll(async () => {
    id = await openAssignment('student3');
    expect((await submit('student3', id)).status).toBe(201);
    const [row] = await t.db.select().from(lessonSubmissions).where(eq(lessonSubmissions.assignment_id, id));
    bytes = await readFile(path.join(t.dataDir, 'uploads', row!.audio_file));
  });

  async function play(who: Person, range?: string, target = id) {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/assignments/${target}/audio`,
      headers: { authorization: `Bearer ${await t.token(who)}`, ...(range ? { range } : {}) },
    });
    const isJson = String(response.headers['content-type']).startsWith('application/json');
    return {
      status: response.statusCode,
      headers: response.headers,
      raw: response.rawPayload,
      body: isJson ? response.json() : undefined,
    };
  }

  it('the student, their tutor and an admin get the exact bytes as audio/webm', async () => {
    for (const who of ['student3', 'tutor2', 'admin'] as const) {
      const res = await play(who);
      expect(res.status, who).toBe(200);
      expect(res.headers['content-type']).toBe('audio/webm');
      expect(res.headers['accept-ranges']).toBe('bytes');
      expect(res.raw.equals(bytes), who).toBe(true);
    }
  });

  it('a Range request answers 206 with that slice', async () => {
    const res = await play('tutor2', 'bytes=100-199');
    expect(res.status).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 100-199/${bytes.length}`);
    expect(res.raw.equals(bytes.subarray(100, 200))).toBe(true);
    const tail = await play('student3', 'bytes=-10');
    expect(tail.status).toBe(206);
    expect(tail.raw.equals(bytes.subarray(bytes.length - 10))).toBe(true);
  });

  it("another student and another tutor's: 404, as for an assignment without a recording", async () => {
    for (const who of ['student1', 'student4', 'tutor1', 'tutor3'] as const) {
      const res = await play(who);
      expect(res.status, who).toBe(404);
      expect(res.body).toEqual({ success: false, detail: RECORDING_NOT_FOUND });
    }
    const open = await openAssignment('student3');
    expect((await play('student3', undefined, open)).body).toEqual({ success: false, detail: RECORDING_NOT_FOUND });
    expect((await play('admin', undefined, 'no-es-un-id')).status).toBe(404);
  });

  it('content authors: 403; no token: 401', async () => {
    expect((await play('content')).status).toBe(403);
    expect((await t.anon.get(`/api/assignments/${id}/audio`)).status).toBe(401);
  });

  it('removing the assignment removes its recording', async () => {
    const [row] = await t.db.select().from(lessonSubmissions).where(eq(lessonSubmissions.assignment_id, id));
    expect((await t.as('tutor2').delete(`/api/assignments/${id}`)).status).toBe(200);
    expect(await storedFiles(t.dataDir)).not.toContain(row!.audio_file);
    expect((await play('admin')).status).toBe(404);
  });
});
