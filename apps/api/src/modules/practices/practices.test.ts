// Practices (spec part 2 §2–§5, §7; DESIGN §9): the catalogue's CRUD, props checked per practice type
// with `loc` paths the editor maps, paging until an empty page and `q` over every row, a practice linked
// to a lesson kept (409 naming the lessons, also when the link is saved at the same moment), and who may
// do what: content authors and admins everything, every other role reads, nobody without a token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@charla/domain/http';
import { lessonPractices, practices } from '../../db/schema';
import { newId } from '../../lib/ids';
import { linkedPracticeMessage } from './resource';
import { startTestApp, type Person, type TestApp } from '../../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const UNKNOWN = '01900000-0000-7000-8000-000000000abc';
const PROPS = {
  practice_type: 'fill-in-the-blank',
  exercises: [{ hint: 'verbo to be', sentence: 'She <blank> a teacher.', answer: 'is' }],
};
const TENSES = {
  practice_type: 'tense-transform',
  exercises: [{ original_sentence: 'I eat.', transformed_sentence: 'I ate.' }],
};

function practiceBody(title: string, props: object = PROPS) {
  return { title, instructions: 'Escribe la palabra que falta.', props };
}

async function newPractice(title: string, as: Person = 'content') {
  const res = await t.as(as).post('/api/practices', practiceBody(title));
  expect(res.status).toBe(201);
  return res.body.data as { id: string };
}

async function newLesson(title: string, linked: string[]) {
  const res = await t.as('content').post('/api/lessons', {
    title,
    video_url: 'https://youtu.be/dQw4w9WgXcQ',
    task: 'Tarea',
    linked_practices: linked,
  });
  expect(res.status).toBe(201);
  return res.body.data as { id: string };
}

const idsOf = (res: { body: { data: { data: { id: string }[] } } }) => res.body.data.data.map((row) => row.id);

describe('POST /api/practices', () => {
  it('creates a practice: 201 {success, data}', async () => {
    const res = await t.as('content').post('/api/practices', { ...practiceBody('  Verbo to be  ') });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      success: true,
      data: {
        id: expect.any(String),
        title: 'Verbo to be',
        instructions: 'Escribe la palabra que falta.',
        props: PROPS,
        language: 'en',
        created_at: expect.any(String),
        updated_at: expect.any(String),
      },
    });
    expect((await t.as('content').get(`/api/practices/${res.body.data.id}`)).body).toEqual(res.body);
  });

  it('requires title, instructions and props, in Spanish, each at its field', async () => {
    const res = await t.as('content').post('/api/practices', {});
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      success: false,
      detail: [
        expect.objectContaining({ loc: ['body', 'title'], msg: 'El título es obligatorio' }),
        expect.objectContaining({ loc: ['body', 'instructions'], msg: 'Las instrucciones son obligatorias' }),
        expect.objectContaining({ loc: ['body', 'props'], msg: 'Tipo de práctica no válido' }),
      ],
    });
  });

  it('takes only the six practice types, and checks the type-specific props with their paths', async () => {
    for (const practice_type of [undefined, '', 'crossword', 'FILL-IN-THE-BLANK', 3]) {
      const res = await t.as('content').post('/api/practices', practiceBody('Tipo', { ...PROPS, practice_type }));
      expect(res.status, String(practice_type)).toBe(422);
      const msg = practice_type === '' ? 'Selecciona un tipo de práctica' : 'Tipo de práctica no válido';
      expect(res.body.detail).toEqual([expect.objectContaining({ loc: ['body', 'props', 'practice_type'], msg })]);
    }
    const exercises = [
      { hint: '', sentence: 'She is a teacher.', answer: 'is' },
      { hint: 'pista', sentence: 'She <blank> a <blank>.', answer: ' ' },
    ];
    const res = await t.as('content').post('/api/practices', practiceBody('Ejercicios', { ...PROPS, exercises }));
    expect(res.status).toBe(422);
    expect(res.body.detail).toEqual([
      expect.objectContaining({ loc: ['body', 'props', 'exercises', 0, 'hint'], msg: 'La pista es obligatoria' }),
      expect.objectContaining({
        loc: ['body', 'props', 'exercises', 0, 'sentence'],
        msg: 'La oración debe contener exactamente un <blank>',
      }),
      expect.objectContaining({
        loc: ['body', 'props', 'exercises', 1, 'sentence'],
        msg: 'La oración debe contener exactamente un <blank>',
      }),
      expect.objectContaining({ loc: ['body', 'props', 'exercises', 1, 'answer'], msg: 'La respuesta es obligatoria' }),
    ]);
    const notObject = await t.as('content').post('/api/practices', practiceBody('Texto', 'fill-in-the-blank' as never));
    expect(notObject.status).toBe(422);
    expect((await t.as('content').post('/api/practices', practiceBody('Tiempos', TENSES))).status).toBe(201);
  });
});

describe('PUT and PATCH /api/practices/:id', () => {
  it('PUT replaces the practice, PATCH changes what it names (props whole)', async () => {
    const practice = await newPractice('Editable');
    const put = await t.as('content').put(`/api/practices/${practice.id}`, practiceBody('Tiempos verbales', TENSES));
    expect(put.status).toBe(200);
    expect(put.body.data).toMatchObject({ id: practice.id, title: 'Tiempos verbales', props: TENSES });
    const patch = await t.as('content').patch(`/api/practices/${practice.id}`, { instructions: 'Cambia el tiempo.' });
    expect(patch.body.data).toMatchObject({
      title: 'Tiempos verbales',
      instructions: 'Cambia el tiempo.',
      props: TENSES,
    });
    const props = await t.as('content').patch(`/api/practices/${practice.id}`, { props: PROPS });
    expect(props.body.data.props).toEqual(PROPS);
  });

  it('validates like a create, and a practice that does not exist is a 404', async () => {
    const practice = await newPractice('Validada');
    const bad = await t
      .as('content')
      .patch(`/api/practices/${practice.id}`, { title: ' ', props: { practice_type: 'x' } });
    expect(bad.status).toBe(422);
    expect(bad.body.detail.map((issue: { loc: unknown[] }) => issue.loc)).toEqual([
      ['body', 'title'],
      ['body', 'props', 'practice_type'],
    ]);
    expect((await t.as('content').put(`/api/practices/${practice.id}`, { title: 'Solo título' })).status).toBe(422);
    expect(await t.as('content').put(`/api/practices/${UNKNOWN}`, practiceBody('X'))).toMatchObject({
      status: 404,
      body: { success: false, detail: 'Práctica no encontrada' },
    });
  });
});

describe('GET /api/practices', () => {
  it('pages of 10 until an empty page; q searches the title over every row', async () => {
    const tag = newId().slice(-8);
    const oldest = await newPractice(`Phrasal Verbs ${tag}`);
    for (let i = 0; i < 11; i++) await newPractice(`Relleno ${tag} ${i}`);
    const first = await t.as('student1').get('/api/practices?page_number=1&page_size=10');
    expect(first.body.data).toMatchObject({ page_number: 1, page_size: 10 });
    expect(first.body.data.data).toHaveLength(10);
    expect(idsOf(first)).not.toContain(oldest.id);
    const found = await t.as('student1').get(`/api/practices?page_number=1&page_size=10&q=phrasal verbs ${tag}`);
    expect(idsOf(found)).toEqual([oldest.id]);
    const all = await t.as('student1').get(`/api/practices?page_number=1&page_size=10&q=${tag}`);
    const second = await t.as('student1').get(`/api/practices?page_number=2&page_size=10&q=${tag}`);
    const third = await t.as('student1').get(`/api/practices?page_number=3&page_size=10&q=${tag}`);
    expect([...idsOf(all), ...idsOf(second)]).toHaveLength(12);
    expect(idsOf(second).at(-1)).toBe(oldest.id);
    expect(third.body.data).toEqual({ data: [], page_number: 3, page_size: 10 });
  });
});

describe('DELETE /api/practices/:id', () => {
  it('an unlinked practice goes: {success, data: {id}}, then 404', async () => {
    const practice = await newPractice('Temporal');
    expect(await t.as('content').delete(`/api/practices/${practice.id}`)).toMatchObject({
      status: 200,
      body: { success: true, data: { id: practice.id } },
    });
    expect(await t.as('content').get(`/api/practices/${practice.id}`)).toMatchObject({
      status: 404,
      body: { success: false, detail: 'Práctica no encontrada' },
    });
  });

  it('a practice linked to lessons stays: 409 naming them, and the links stay', async () => {
    const practice = await newPractice('Enlazada');
    const other = await newPractice('Otra');
    const zeta = await newLesson('Zeta', [other.id, practice.id]);
    await newLesson('Alfa', [practice.id]);
    const res = await t.as('content').delete(`/api/practices/${practice.id}`);
    expect(res).toMatchObject({
      status: 409,
      body: {
        success: false,
        detail: 'No se puede eliminar la práctica porque está enlazada a las lecciones: Alfa, Zeta',
      },
    });
    expect((await t.as('content').get(`/api/practices/${practice.id}`)).status).toBe(200);
    expect((await t.as('content').get(`/api/lessons/${zeta.id}`)).body.data.linked_practices).toEqual([
      other.id,
      practice.id,
    ]);
    // Unlinked from both, it can go.
    for (const lesson of (await t.db
      .select({ id: lessonPractices.lesson_id })
      .from(lessonPractices)
      .where(eq(lessonPractices.practice_id, practice.id))) as { id: string }[]) {
      expect((await t.as('content').patch(`/api/lessons/${lesson.id}`, { linked_practices: [] })).status).toBe(200);
    }
    expect((await t.as('content').delete(`/api/practices/${practice.id}`)).status).toBe(200);
  });

  it('names five lessons and says how many more', async () => {
    const practice = await newPractice('Muy usada');
    for (const name of ['F', 'B', 'G', 'A', 'E', 'C', 'D']) await newLesson(`Lección ${name}`, [practice.id]);
    const res = await t.as('content').delete(`/api/practices/${practice.id}`);
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe(
      'No se puede eliminar la práctica porque está enlazada a las lecciones: Lección A, Lección B, Lección C, Lección D, Lección E y 2 más',
    );
    expect(linkedPracticeMessage(['A', 'B'], 2)).toBe(
      'No se puede eliminar la práctica porque está enlazada a las lecciones: A, B',
    );
  });

  it('a link saved at the same moment as the delete is never lost: one of the two is refused', async () => {
    const lesson = await newLesson('Carrera', []);
    for (let round = 0; round < 8; round++) {
      const practice = await newPractice(`Carrera ${round}`);
      const [deleted, linked] = await Promise.all([
        t.as('content').delete(`/api/practices/${practice.id}`),
        t.as('content').patch(`/api/lessons/${lesson.id}`, { linked_practices: [practice.id] }),
      ]);
      const outcome = `${deleted.status}/${linked.status}`;
      expect(['200/422', '409/200'], outcome).toContain(outcome);
      const [stored] = await t.db.select({ id: practices.id }).from(practices).where(eq(practices.id, practice.id));
      const links = (await t.as('content').get(`/api/lessons/${lesson.id}`)).body.data.linked_practices;
      if (deleted.status === 200) {
        expect(stored).toBeUndefined();
        expect(linked.body.detail).toEqual([
          expect.objectContaining({
            loc: ['body', 'linked_practices', 0],
            msg: `La práctica ${practice.id} no existe`,
          }),
        ]);
      } else {
        expect(stored).toBeDefined();
        expect(links).toEqual([practice.id]);
        expect((await t.as('content').patch(`/api/lessons/${lesson.id}`, { linked_practices: [] })).status).toBe(200);
      }
    }
  });
});

describe('who may do what', () => {
  it('students and tutors read the catalogue, list and item', async () => {
    const practice = await newPractice(`Catálogo ${newId().slice(-8)}`);
    for (const person of ['student1', 'student5', 'tutor1'] as const) {
      expect((await t.as(person).get(`/api/practices/${practice.id}`)).body.data).toMatchObject({ id: practice.id });
      expect(idsOf(await t.as(person).get('/api/practices?page_number=1'))).toContain(practice.id);
    }
  });

  it('students and tutors write nothing: 403', async () => {
    const practice = await newPractice('Solo lectura');
    for (const person of ['student1', 'tutor1'] as const) {
      for (const res of [
        await t.as(person).post('/api/practices', practiceBody('Nueva')),
        await t.as(person).put(`/api/practices/${practice.id}`, practiceBody('Cambiada')),
        await t.as(person).patch(`/api/practices/${practice.id}`, { title: 'Cambiada' }),
        await t.as(person).delete(`/api/practices/${practice.id}`),
      ]) {
        expect(res).toMatchObject({ status: 403, body: { success: false, detail: MESSAGES.forbidden } });
      }
    }
    expect((await t.as('content').get(`/api/practices/${practice.id}`)).body.data.title).toBe('Solo lectura');
  });

  it('the content author and the admin do everything', async () => {
    for (const person of ['content', 'admin'] as const) {
      const practice = await newPractice(`De ${person}`, person);
      expect((await t.as(person).get(`/api/practices/${practice.id}`)).status).toBe(200);
      expect((await t.as(person).get('/api/practices')).status).toBe(200);
      expect((await t.as(person).put(`/api/practices/${practice.id}`, practiceBody('Otra'))).status).toBe(200);
      expect((await t.as(person).patch(`/api/practices/${practice.id}`, { title: 'Otra más' })).status).toBe(200);
      expect((await t.as(person).delete(`/api/practices/${practice.id}`)).status).toBe(200);
    }
  });

  it('without a token every route is a 401', async () => {
    const practice = await newPractice('Anónima');
    for (const res of [
      await t.anon.get('/api/practices'),
      await t.anon.get(`/api/practices/${practice.id}`),
      await t.anon.post('/api/practices', practiceBody('Anónima')),
      await t.anon.put(`/api/practices/${practice.id}`, practiceBody('Anónima')),
      await t.anon.patch(`/api/practices/${practice.id}`, { title: 'Anónima' }),
      await t.anon.delete(`/api/practices/${practice.id}`),
    ]) {
      expect(res).toMatchObject({ status: 401, body: { success: false, detail: MESSAGES.unauthenticated } });
    }
  });
});
