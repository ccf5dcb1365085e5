// Lessons (spec part 2 §2–§5, §7; DESIGN §5, §7): the CRUD with linked practices saved in the lesson's
// transaction and read back in order, `q` over every row, the 422s in the list form, a lesson in use by
// an assignment kept (409), GET /lessons/{id}/practices, and who may do what: content authors and admins
// everything, tutors read, a student only the lessons assigned to them, nobody without a token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, count, eq, like } from 'drizzle-orm';
import { ASSIGNMENT_MESSAGES } from '@charla/domain/assignments';
import { LESSON_VIDEO_EMBED_MESSAGE, LESSON_VIDEO_URL_MESSAGE } from '@charla/domain/lessons';
import { MESSAGES } from '@charla/domain/http';
import { assignments, lessonPractices, lessons } from '../../db/schema';
import { newId } from '../../lib/ids';
import { translatePgError } from '../../lib/pg-errors';
import { startTestApp, type Person, type TestApp } from '../../../test/app';

let t: TestApp;
let practiceIds: string[];
beforeAll(async () => {
  t = await startTestApp();
  practiceIds = [];
  for (const title of ['Práctica uno', 'Práctica dos', 'Práctica tres']) practiceIds.push(await newPractice(title));
});
afterAll(() => t.close());

const VIDEO = 'https://youtu.be/dQw4w9WgXcQ';
const UNKNOWN = '01900000-0000-7000-8000-000000000abc';

async function newPractice(title: string): Promise<string> {
  const res = await t.as('content').post('/api/practices', {
    title,
    instructions: 'Completa cada oración.',
    props: {
      practice_type: 'fill-in-the-blank',
      exercises: [{ hint: 'verbo to be', sentence: 'I <blank> happy.', answer: 'am' }],
    },
  });
  expect(res.status).toBe(201);
  return res.body.data.id;
}

function lessonBody(title: string, linked_practices: string[] = []) {
  return { title, video_url: VIDEO, task: '## Tarea\n\nGraba un audio.', notes: 'Notas *útiles*', linked_practices };
}

async function newLesson(title: string, linked: string[] = [], as: Person = 'content') {
  const res = await t.as(as).post('/api/lessons', lessonBody(title, linked));
  expect(res.status).toBe(201);
  return res.body.data as { id: string; linked_practices: string[]; updated_at: string };
}

async function assign(lessonId: string, person: Person) {
  await t.db.insert(assignments).values({ id: newId(), lesson_id: lessonId, user_id: t.people[person].id });
}

async function storedLinks(lessonId: string) {
  return t.db
    .select({ practice_id: lessonPractices.practice_id, position: lessonPractices.position })
    .from(lessonPractices)
    .where(eq(lessonPractices.lesson_id, lessonId))
    .orderBy(asc(lessonPractices.position));
}

const idsOf = (res: { body: { data: { data: { id: string }[] } } }) => res.body.data.data.map((row) => row.id);

describe('POST /api/lessons', () => {
  it('creates the lesson with its practices in the order given: 201 {success, data}', async () => {
    const [one, two, three] = practiceIds as [string, string, string];
    const res = await t.as('content').post('/api/lessons', {
      title: '  Saludos  ',
      video_url: VIDEO,
      task: 'Preséntate',
      linked_practices: [three, one, two],
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      success: true,
      data: {
        id: expect.any(String),
        title: 'Saludos',
        video_url: VIDEO,
        task: 'Preséntate',
        notes: null,
        linked_practices: [three, one, two],
        reading_text: null,
        reading_language: 'en',
        created_at: expect.any(String),
        updated_at: expect.any(String),
      },
    });
    const id = res.body.data.id;
    expect(await storedLinks(id)).toEqual([
      { practice_id: three, position: 0 },
      { practice_id: one, position: 1 },
      { practice_id: two, position: 2 },
    ]);
    expect((await t.as('content').get(`/api/lessons/${id}`)).body).toEqual(res.body);
  });

  it('without linked_practices links none', async () => {
    const { title, video_url, task } = lessonBody('Sin prácticas');
    const res = await t.as('admin').post('/api/lessons', { title, video_url, task });
    expect(res.status).toBe(201);
    expect(res.body.data.linked_practices).toEqual([]);
  });

  it('requires title, video_url and task, in Spanish, each at its field', async () => {
    const res = await t.as('content').post('/api/lessons', {});
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      success: false,
      detail: [
        expect.objectContaining({ loc: ['body', 'title'], msg: 'El título es obligatorio' }),
        expect.objectContaining({ loc: ['body', 'video_url'], msg: 'La URL del video es obligatoria' }),
        expect.objectContaining({ loc: ['body', 'task'], msg: 'La tarea es obligatoria' }),
      ],
    });
    const blank = await t.as('content').post('/api/lessons', { title: '  ', video_url: VIDEO, task: ' ' });
    expect(blank.body.detail.map((issue: { loc: unknown[] }) => issue.loc)).toEqual([
      ['body', 'title'],
      ['body', 'task'],
    ]);
  });

  it('refuses a video link that is not http(s), and practice lists that are not ids or repeat one', async () => {
    for (const [body, loc, msg] of [
      [{ video_url: 'javascript:alert(1)' }, ['body', 'video_url'], LESSON_VIDEO_URL_MESSAGE],
      [{ video_url: 'ftp://videos.example/a' }, ['body', 'video_url'], LESSON_VIDEO_URL_MESSAGE],
      [{ linked_practices: ['no-es-un-id'] }, ['body', 'linked_practices', 0], 'Identificador no válido'],
      [{ linked_practices: [practiceIds[0], practiceIds[0]] }, ['body', 'linked_practices'], 'Prácticas repetidas'],
      [{ linked_practices: 'todas' }, ['body', 'linked_practices'], undefined],
      [{ notes: 42 }, ['body', 'notes'], undefined],
    ] as const) {
      const res = await t.as('content').post('/api/lessons', { ...lessonBody('Inválida'), ...body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.detail).toEqual([expect.objectContaining({ loc, ...(msg ? { msg } : {}) })]);
    }
  });

  it('an id that is no practice is a 422 naming it, and nothing is written', async () => {
    const title = `Con práctica inexistente ${newId()}`;
    const res = await t.as('content').post('/api/lessons', lessonBody(title, [practiceIds[0]!, UNKNOWN]));
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      success: false,
      detail: [
        { loc: ['body', 'linked_practices', 1], msg: `La práctica ${UNKNOWN} no existe`, type: 'reference_error' },
      ],
    });
    const [stored] = await t.db.select({ n: count() }).from(lessons).where(eq(lessons.title, title));
    expect(stored!.n).toBe(0);
  });
});

describe('PUT and PATCH /api/lessons/:id', () => {
  it('PUT replaces the fields and the links (positions 0..n-1); PUT without links leaves none', async () => {
    const [one, two, three] = practiceIds as [string, string, string];
    const lesson = await newLesson('Editable', [one, two]);
    const res = await t.as('content').put(`/api/lessons/${lesson.id}`, {
      ...lessonBody('Editada', [three, one]),
      notes: '   ',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: lesson.id,
      title: 'Editada',
      notes: null,
      linked_practices: [three, one],
    });
    expect(await storedLinks(lesson.id)).toEqual([
      { practice_id: three, position: 0 },
      { practice_id: one, position: 1 },
    ]);
    const { title, video_url, task } = lessonBody('Sin enlaces');
    const cleared = await t.as('content').put(`/api/lessons/${lesson.id}`, { title, video_url, task });
    expect(cleared.body.data.linked_practices).toEqual([]);
    expect(await storedLinks(lesson.id)).toEqual([]);
  });

  it('PATCH changes what it names: links alone (the lesson counts as changed), or fields keeping the links', async () => {
    const [one, two] = practiceIds as [string, string];
    const lesson = await newLesson('Parcial', [one]);
    const links = await t.as('content').patch(`/api/lessons/${lesson.id}`, { linked_practices: [two, one] });
    expect(links.status).toBe(200);
    expect(links.body.data).toMatchObject({
      title: 'Parcial',
      task: lessonBody('x').task,
      linked_practices: [two, one],
    });
    expect(Date.parse(links.body.data.updated_at)).toBeGreaterThan(Date.parse(lesson.updated_at));
    const title = await t.as('content').patch(`/api/lessons/${lesson.id}`, { title: 'Parcial 2' });
    expect(title.body.data).toMatchObject({ title: 'Parcial 2', linked_practices: [two, one] });
  });

  it('an unknown practice on update is a 422 and the lesson stays as it was', async () => {
    const [one, two] = practiceIds as [string, string];
    const lesson = await newLesson('Intacta', [one, two]);
    const before = (await t.as('content').get(`/api/lessons/${lesson.id}`)).body;
    for (const send of [
      () => t.as('content').put(`/api/lessons/${lesson.id}`, lessonBody('Cambiada', [UNKNOWN, two])),
      () => t.as('content').patch(`/api/lessons/${lesson.id}`, { title: 'Cambiada', linked_practices: [UNKNOWN] }),
    ]) {
      const res = await send();
      expect(res.status).toBe(422);
      expect(res.body.detail).toEqual([
        { loc: ['body', 'linked_practices', 0], msg: `La práctica ${UNKNOWN} no existe`, type: 'reference_error' },
      ]);
      expect((await t.as('content').get(`/api/lessons/${lesson.id}`)).body).toEqual(before);
    }
  });

  it('validates like a create and answers 404 for a lesson that does not exist', async () => {
    const lesson = await newLesson('Validada');
    const bad = await t.as('content').patch(`/api/lessons/${lesson.id}`, { title: '', video_url: 'www.sin-esquema' });
    expect(bad.status).toBe(422);
    expect(bad.body.detail.map((issue: { loc: unknown[] }) => issue.loc)).toEqual([
      ['body', 'title'],
      ['body', 'video_url'],
    ]);
    const put = await t.as('content').put(`/api/lessons/${lesson.id}`, { title: 'Solo título' });
    expect(put.status).toBe(422);
    const missing = await t.as('content').put(`/api/lessons/${UNKNOWN}`, lessonBody('X'));
    expect(missing).toMatchObject({ status: 404, body: { success: false, detail: 'Lección no encontrada' } });
  });
});

describe('a video link the student page cannot show (issue 48)', () => {
  const VIMEO = 'https://vimeo.com/123456';
  const refused = { loc: ['body', 'video_url'], msg: LESSON_VIDEO_EMBED_MESSAGE, type: 'custom' };

  it('is refused on create with a Spanish 422 at video_url, and nothing is written', async () => {
    const res = await t.as('content').post('/api/lessons', { ...lessonBody('Con Vimeo'), video_url: VIMEO });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ success: false, detail: [refused] });
    const [stored] = await t.db.select({ n: count() }).from(lessons).where(eq(lessons.title, 'Con Vimeo'));
    expect(stored!.n).toBe(0);
  });

  it('is refused on PUT and PATCH, and the saved lesson keeps its link', async () => {
    const lesson = await newLesson('Con YouTube');
    const before = (await t.as('content').get(`/api/lessons/${lesson.id}`)).body;
    for (const res of [
      await t.as('content').put(`/api/lessons/${lesson.id}`, { ...lessonBody('Con YouTube'), video_url: VIMEO }),
      await t.as('admin').patch(`/api/lessons/${lesson.id}`, { video_url: 'https://www.youtube.com/watch?v=corto' }),
    ]) {
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ success: false, detail: [refused] });
    }
    expect((await t.as('content').get(`/api/lessons/${lesson.id}`)).body).toEqual(before);
  });

  it('accepts every form of link the student page embeds', async () => {
    for (const video_url of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
    ]) {
      const res = await t.as('content').post('/api/lessons', { ...lessonBody('Enlace aceptado'), video_url });
      expect(res.status, video_url).toBe(201);
      expect(res.body.data.video_url).toBe(video_url);
    }
  });
});

describe('GET /api/lessons', () => {
  it('pages newest first, or unpaged for lookups; sorts by title', async () => {
    const tag = newId().slice(-8);
    // Created oldest to newest: B, C0…C8, A — eleven, one more than a page of 10.
    const created = ['B', ...Array.from({ length: 9 }, (_, i) => `C${i}`), 'A'];
    for (const name of created) await newLesson(`Orden ${tag} ${name}`);
    const titles = (res: { body: { data: { data: { title: string }[] } } }) =>
      res.body.data.data.map((row) => row.title);
    const paged = await t.as('content').get(`/api/lessons?page_number=1&page_size=10&q=${tag}`);
    expect(paged.body.data).toMatchObject({ page_number: 1, page_size: 10 });
    expect(titles(paged)).toEqual(
      created
        .slice(1)
        .reverse()
        .map((name) => `Orden ${tag} ${name}`),
    );
    const rest = await t.as('content').get(`/api/lessons?page_number=2&page_size=10&q=${tag}`);
    expect(titles(rest)).toEqual([`Orden ${tag} B`]);
    const byTitle = await t.as('content').get(`/api/lessons?q=${tag}&sort_by=title`);
    expect(byTitle.body.data).toMatchObject({ page_number: null, page_size: 1000 });
    expect(titles(byTitle)).toEqual(['A', 'B', ...created.slice(1, -1)].map((name) => `Orden ${tag} ${name}`));
    const bad = await t.as('content').get('/api/lessons?sort_by=video_url');
    expect(bad.status).toBe(422);
  });

  it('q searches the title over every row, not only the first page, ignoring case', async () => {
    const tag = newId().slice(-8);
    const oldest = await newLesson(`Verbos Irregulares ${tag}`);
    for (let i = 0; i < 11; i++) await newLesson(`Relleno ${tag} ${i}`);
    const first = await t.as('content').get('/api/lessons?page_number=1&page_size=10');
    expect(idsOf(first)).not.toContain(oldest.id);
    const found = await t.as('content').get(`/api/lessons?page_number=1&page_size=10&q=verbos irregulares ${tag}`);
    expect(idsOf(found)).toEqual([oldest.id]);
    const wildcard = await t.as('content').get(`/api/lessons?q=${encodeURIComponent('%_')}`);
    expect(idsOf(wildcard)).toEqual([]);
  });
});

describe('DELETE /api/lessons/:id', () => {
  it('a lesson no assignment uses goes with its links: {success, data: {id}}, then 404', async () => {
    const lesson = await newLesson('Temporal', [practiceIds[0]!]);
    expect(await t.as('content').delete(`/api/lessons/${lesson.id}`)).toMatchObject({
      status: 200,
      body: { success: true, data: { id: lesson.id } },
    });
    expect(await t.as('content').get(`/api/lessons/${lesson.id}`)).toMatchObject({
      status: 404,
      body: { success: false, detail: 'Lección no encontrada' },
    });
    expect(await storedLinks(lesson.id)).toEqual([]);
  });

  it('a lesson assigned to a student is in use: 409 in Spanish, and it stays', async () => {
    const lesson = await newLesson('Asignada', [practiceIds[0]!]);
    await assign(lesson.id, 'student2');
    const res = await t.as('content').delete(`/api/lessons/${lesson.id}`);
    expect(res).toMatchObject({ status: 409, body: { success: false, detail: ASSIGNMENT_MESSAGES.lessonInUse } });
    expect((await t.as('content').get(`/api/lessons/${lesson.id}`)).body.data.linked_practices).toEqual([
      practiceIds[0],
    ]);
  });

  it('the foreign key that keeps an assigned lesson (a race past the check) answers the same 409', async () => {
    const lesson = await newLesson('Asignada por la base');
    await assign(lesson.id, 'student3');
    const error = await t.db
      .delete(lessons)
      .where(eq(lessons.id, lesson.id))
      .then(() => undefined)
      .catch((caught: unknown) => caught);
    expect(translatePgError(error)).toMatchObject({ status: 409, detail: ASSIGNMENT_MESSAGES.lessonInUse });
  });
});

describe('GET /api/lessons/:id/practices', () => {
  it('lists the linked practices in link order, as a list without page number', async () => {
    const [one, two, three] = practiceIds as [string, string, string];
    const lesson = await newLesson('Con tres prácticas', [two, three, one]);
    const res = await t.as('content').get(`/api/lessons/${lesson.id}/practices`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      data: {
        data: [two, three, one].map((id) => ({
          id,
          title: expect.any(String),
          instructions: 'Completa cada oración.',
          props: expect.objectContaining({ practice_type: 'fill-in-the-blank' }),
          language: 'en',
          created_at: expect.any(String),
          updated_at: expect.any(String),
        })),
        page_number: null,
        page_size: 3,
      },
    });
    expect(res.body.data.data[0].title).toBe('Práctica dos');
    const none = await t.as('content').get(`/api/lessons/${(await newLesson('Sin nada')).id}/practices`);
    expect(none.body.data).toEqual({ data: [], page_number: null, page_size: 0 });
  });

  it('a lesson that does not exist is a 404', async () => {
    expect(await t.as('content').get(`/api/lessons/${UNKNOWN}/practices`)).toMatchObject({
      status: 404,
      body: { success: false, detail: 'Lección no encontrada' },
    });
    expect((await t.as('content').get('/api/lessons/no-es-un-id/practices')).status).toBe(404);
  });
});

describe('who may do what', () => {
  it('a student reaches a lesson only once it is assigned to them: read, list and its practices', async () => {
    const tag = newId().slice(-8);
    const lesson = await newLesson(`Para estudiante ${tag}`, [practiceIds[1]!, practiceIds[0]!]);
    const notFound = { status: 404, body: { success: false, detail: 'Lección no encontrada' } };
    expect(await t.as('student4').get(`/api/lessons/${lesson.id}`)).toMatchObject(notFound);
    expect(await t.as('student4').get(`/api/lessons/${lesson.id}/practices`)).toMatchObject(notFound);
    const before = await t.as('student4').get(`/api/lessons?q=${tag}`);
    expect(before.status).toBe(200);
    expect(idsOf(before)).toEqual([]);

    await assign(lesson.id, 'student4');
    expect((await t.as('student4').get(`/api/lessons/${lesson.id}`)).body.data).toMatchObject({
      id: lesson.id,
      linked_practices: [practiceIds[1], practiceIds[0]],
    });
    expect(idsOf(await t.as('student4').get(`/api/lessons?q=${tag}`))).toEqual([lesson.id]);
    const practices = await t.as('student4').get(`/api/lessons/${lesson.id}/practices`);
    expect(idsOf(practices)).toEqual([practiceIds[1], practiceIds[0]]);

    // Another student still doesn't, and the whole list of a student is their assigned lessons only.
    expect(await t.as('student5').get(`/api/lessons/${lesson.id}`)).toMatchObject(notFound);
    const mine = await t.as('student4').get('/api/lessons');
    const assigned = await t.db
      .select({ id: assignments.lesson_id })
      .from(assignments)
      .where(eq(assignments.user_id, t.people.student4.id));
    expect(new Set(idsOf(mine))).toEqual(new Set(assigned.map((row) => row.id)));
  });

  it('a student writes nothing: 403', async () => {
    const lesson = await newLesson('No para estudiantes');
    await assign(lesson.id, 'student1');
    for (const res of [
      await t.as('student1').post('/api/lessons', lessonBody('De estudiante')),
      await t.as('student1').put(`/api/lessons/${lesson.id}`, lessonBody('Cambiada')),
      await t.as('student1').patch(`/api/lessons/${lesson.id}`, { title: 'Cambiada' }),
      await t.as('student1').delete(`/api/lessons/${lesson.id}`),
    ]) {
      expect(res).toMatchObject({ status: 403, body: { success: false, detail: MESSAGES.forbidden } });
    }
    expect((await t.as('content').get(`/api/lessons/${lesson.id}`)).body.data.title).toBe('No para estudiantes');
  });

  it('a tutor reads every lesson and its practices, and writes nothing: 403', async () => {
    const lesson = await newLesson('Para tutores', [practiceIds[2]!]);
    expect((await t.as('tutor1').get(`/api/lessons/${lesson.id}`)).status).toBe(200);
    expect(idsOf(await t.as('tutor1').get(`/api/lessons/${lesson.id}/practices`))).toEqual([practiceIds[2]]);
    expect(idsOf(await t.as('tutor1').get('/api/lessons?q=Para tutores'))).toContain(lesson.id);
    for (const res of [
      await t.as('tutor1').post('/api/lessons', lessonBody('De tutor')),
      await t.as('tutor1').put(`/api/lessons/${lesson.id}`, lessonBody('Cambiada')),
      await t.as('tutor1').patch(`/api/lessons/${lesson.id}`, { title: 'Cambiada' }),
      await t.as('tutor1').delete(`/api/lessons/${lesson.id}`),
    ]) {
      expect(res).toMatchObject({ status: 403, body: { success: false, detail: MESSAGES.forbidden } });
    }
    const [stored] = await t.db.select().from(lessons).where(like(lessons.title, 'De tutor'));
    expect(stored).toBeUndefined();
  });

  it('the content author and the admin do everything', async () => {
    for (const person of ['content', 'admin'] as const) {
      const lesson = await newLesson(`De ${person}`, [practiceIds[0]!], person);
      expect((await t.as(person).get(`/api/lessons/${lesson.id}`)).status).toBe(200);
      expect((await t.as(person).get(`/api/lessons/${lesson.id}/practices`)).status).toBe(200);
      expect((await t.as(person).put(`/api/lessons/${lesson.id}`, lessonBody('Otra'))).status).toBe(200);
      expect((await t.as(person).patch(`/api/lessons/${lesson.id}`, { task: 'Nueva tarea' })).status).toBe(200);
      expect((await t.as(person).delete(`/api/lessons/${lesson.id}`)).status).toBe(200);
    }
  });

  it('without a token every route is a 401', async () => {
    const lesson = await newLesson('Anónima');
    for (const res of [
      await t.anon.get('/api/lessons'),
      await t.anon.get(`/api/lessons/${lesson.id}`),
      await t.anon.get(`/api/lessons/${lesson.id}/practices`),
      await t.anon.post('/api/lessons', lessonBody('Anónima')),
      await t.anon.put(`/api/lessons/${lesson.id}`, lessonBody('Anónima')),
      await t.anon.patch(`/api/lessons/${lesson.id}`, { title: 'Anónima' }),
      await t.anon.delete(`/api/lessons/${lesson.id}`),
    ]) {
      expect(res).toMatchObject({ status: 401, body: { success: false, detail: MESSAGES.unauthenticated } });
    }
  });
});
