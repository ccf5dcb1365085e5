// Assignments (DESIGN §5, §7; spec part 1 §2–§3, part 2 §2–§4): who reads which, assigning (and the
// current lesson it sets), removing (and the current lesson it moves), the tutor's feedback, and the
// refusals — a student never sees another's homework, a tutor never reaches a student who is not theirs.
// Demo: tutor1 teaches students 1 and 2, tutor2 students 3 and 4, tutor3 student 5 (no assignments).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ASSIGNMENT_MESSAGES, Assignment, ownAssignmentsPath } from '@charla/domain/assignments';
import { STUDENT_ROLE_ID } from '@charla/domain/ids';
import { assignments, lessonPractices, lessons, practices, users } from '../../db/schema';
import { newId } from '../../lib/ids';
import { startTestApp, type Person, type TestApp } from '../../../test/app';
import { LESSON_NOT_FOUND, STUDENT_NOT_FOUND } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const notFound = { success: false, detail: ASSIGNMENT_MESSAGES.notFound };
const ids = (rows: { id: string }[]) => rows.map((row) => row.id);

async function storedAssignment(id: string) {
  const [row] = await t.db.select().from(assignments).where(eq(assignments.id, id));
  return row;
}
async function currentLesson(person: Person | string) {
  const id = typeof person === 'string' && person.length === 36 ? person : t.people[person as Person].id;
  const [row] = await t.db.select({ id: users.current_lesson_id }).from(users).where(eq(users.id, id));
  return row!.id;
}
async function assignmentsOf(person: Person) {
  return t.db.select().from(assignments).where(eq(assignments.user_id, t.people[person].id));
}
/** A lesson of its own, with practices linked in the given order (positions 0, 1, …). */
async function lessonWith(title: string, practiceCount = 0) {
  const id = newId();
  await t.db.insert(lessons).values({ id, title, task: `Tarea de ${title}`, notes: 'Notas', video_url: null });
  const practiceIds = Array.from({ length: practiceCount }, () => newId());
  for (const [position, practiceId] of practiceIds.entries()) {
    await t.db.insert(practices).values({
      id: practiceId,
      title: `Práctica ${position}`,
      props: { practice_type: 'word-choice' },
    });
    await t.db.insert(lessonPractices).values({ lesson_id: id, practice_id: practiceId, position });
  }
  return { id, practiceIds };
}
const assign = (who: Person, lessonId: string, student: Person | string) =>
  t.as(who).post('/api/assignments', {
    lesson_id: lessonId,
    user_id: typeof student === 'string' && student.length === 36 ? student : t.people[student as Person].id,
  });

describe('GET /api/assignments', () => {
  it("a student's own, newest first, joined with the lesson, without a recording yet", async () => {
    const res = await t.as('student1').get('/api/assignments');
    expect(res.status).toBe(200);
    const rows = res.body.data.data as Assignment[];
    expect(rows.length).toBe(2);
    expect(rows.every((row) => row.user_id === t.people.student1.id)).toBe(true);
    expect(rows.map((row) => row.title)).toEqual(['La rutina diaria', 'Saludos y presentaciones']);
    expect(rows[0]).toMatchObject({
      task: expect.stringContaining('Describe tu rutina'),
      notes: expect.stringContaining('Presente simple'),
      video_url: 'https://youtu.be/9bZkp7q19f0',
      completed_at: null,
      feedback: null,
      submission: null,
    });
    expect(rows[0]!.linked_practices).toHaveLength(2);
    expect(res.body.data.page_number).toBeNull();
  });

  it('lists linked practices in their lesson_practices position order', async () => {
    const lesson = await lessonWith('Orden de prácticas', 3);
    // Positions reversed against insertion: the answer follows position, not insertion or id.
    for (const [index, practiceId] of lesson.practiceIds.entries()) {
      await t.db
        .update(lessonPractices)
        .set({ position: 10 - index })
        .where(eq(lessonPractices.practice_id, practiceId));
    }
    const created = await assign('admin', lesson.id, 'student5');
    expect(created.status).toBe(201);
    expect(created.body.data.linked_practices).toEqual([...lesson.practiceIds].reverse());
    const read = await t.as('student5').get(`/api/assignments/${created.body.data.id}`);
    expect(read.body.data.linked_practices).toEqual([...lesson.practiceIds].reverse());
    await t.as('admin').delete(`/api/assignments/${created.body.data.id}`);
  });

  it("a tutor's: their students' only, and one student's page with ?user_id=&page_number=&page_size=", async () => {
    const all = await t.as('tutor1').get('/api/assignments');
    const owners = new Set((all.body.data.data as Assignment[]).map((row) => row.user_id));
    expect(owners).toEqual(new Set([t.people.student1.id, t.people.student2.id]));

    const student2 = await t
      .as('tutor1')
      .get(`/api/assignments?user_id=${t.people.student2.id}&page_number=1&page_size=10`);
    expect(student2.status).toBe(200);
    expect(student2.body.data).toMatchObject({ page_number: 1, page_size: 10 });
    const student2Rows = student2.body.data.data as Assignment[];
    expect(student2Rows.map((row) => row.title)).toEqual(['Saludos y presentaciones', 'El pasado simple']);
    expect(student2Rows.every((row) => row.user_id === t.people.student2.id)).toBe(true);

    // Across pages of 10: a fresh student of tutor1's with eleven assignments, the oldest alone on page 2.
    const student = newId();
    await t.db.insert(users).values({
      id: student,
      name: 'Estudiante paginado',
      email: `${student}@prueba.test`,
      role_id: STUDENT_ROLE_ID,
      tutor_id: t.people.tutor1.own_tutor_id,
    });
    const titles = Array.from({ length: 11 }, (_, k) => `Tarea paginada ${k + 1}`);
    for (const title of titles)
      expect((await assign('tutor1', (await lessonWith(title)).id, student)).status).toBe(201);
    const page1 = await t.as('tutor1').get(`/api/assignments?user_id=${student}&page_number=1&page_size=10`);
    expect(page1.status).toBe(200);
    expect(page1.body.data).toMatchObject({ page_number: 1, page_size: 10 });
    expect(page1.body.data.data).toHaveLength(10);
    const page2 = await t.as('tutor1').get(`/api/assignments?user_id=${student}&page_number=2&page_size=10`);
    expect(page2.body.data).toMatchObject({ page_number: 2, page_size: 10 });
    expect(page2.body.data.data).toHaveLength(1);
    const both = [...page1.body.data.data, ...page2.body.data.data] as Assignment[];
    expect(both.map((row) => row.title)).toEqual([...titles].reverse());
    expect(both.every((row) => row.user_id === student)).toBe(true);
  });

  it("a tutor asking for another tutor's student gets an empty list, never their rows", async () => {
    const res = await t.as('tutor1').get(`/api/assignments?user_id=${t.people.student3.id}&page_number=1&page_size=10`);
    expect(res.status).toBe(200);
    expect(res.body.data.data).toEqual([]);
  });

  it('a student filtering by another student gets nothing', async () => {
    const res = await t.as('student1').get(`/api/assignments?user_id=${t.people.student3.id}`);
    expect(res.body.data.data).toEqual([]);
  });

  it('an admin sees every student', async () => {
    const res = await t.as('admin').get('/api/assignments');
    const owners = new Set((res.body.data.data as Assignment[]).map((row) => row.user_id));
    for (const student of ['student1', 'student2', 'student3', 'student4'] as const) {
      expect(owners.has(t.people[student].id), student).toBe(true);
    }
  });

  it("the student screens' list is the caller's own, also for an admin or a tutor who reach others'", async () => {
    const own = async (who: Person) => {
      const res = await t.as(who).get(`/api${ownAssignmentsPath(t.people[who].id)}`);
      expect(res.status, who).toBe(200);
      return ids(res.body.data.data);
    };
    expect(await own('student1')).toEqual(ids((await t.as('student1').get('/api/assignments')).body.data.data));
    expect(await own('student1')).toHaveLength(2);
    expect(await own('admin')).toEqual([]);
    expect(await own('tutor1')).toEqual([]);
    // An admin with homework of their own (written directly: nobody assigns to themselves) sees that alone.
    const lesson = await lessonWith('Del administrador');
    const id = newId();
    await t.db.insert(assignments).values({ id, lesson_id: lesson.id, user_id: t.people.admin.id });
    try {
      expect(await own('admin')).toEqual([id]);
    } finally {
      await t.db.delete(assignments).where(eq(assignments.id, id));
    }
  });

  it('bad query values are a 422, never a 500', async () => {
    for (const query of [
      'user_id=x',
      'page_size=1000&page_number=1',
      'page_size=5&page_number=1',
      'page_size=2&page_number=1',
      'sort_by=title',
      'page_number=0',
    ]) {
      const res = await t.as('tutor1').get(`/api/assignments?${query}`);
      expect(res.status, query).toBe(422);
    }
  });
});

describe('GET /api/assignments/{id}', () => {
  it("a student reads their own; another's is a 404, the same as an unknown id", async () => {
    const [own] = await assignmentsOf('student1');
    const [other] = await assignmentsOf('student3');
    expect((await t.as('student1').get(`/api/assignments/${own!.id}`)).body.data).toMatchObject({ id: own!.id });
    for (const url of [`/api/assignments/${other!.id}`, `/api/assignments/${newId()}`, '/api/assignments/nope']) {
      const res = await t.as('student1').get(url);
      expect(res.status, url).toBe(404);
    }
    expect((await t.as('student1').get(`/api/assignments/${other!.id}`)).body).toEqual(notFound);
  });

  it("a tutor reads their students' and gets 404 for another tutor's student's", async () => {
    const [mine] = await assignmentsOf('student2');
    const [theirs] = await assignmentsOf('student4');
    expect((await t.as('tutor1').get(`/api/assignments/${mine!.id}`)).status).toBe(200);
    expect((await t.as('tutor1').get(`/api/assignments/${theirs!.id}`)).body).toEqual(notFound);
  });

  it('content authors have no assignments permission: 403 everywhere; no token: 401', async () => {
    const [row] = await assignmentsOf('student1');
    const url = `/api/assignments/${row!.id}`;
    for (const res of [
      await t.as('content').get('/api/assignments'),
      await t.as('content').get(url),
      await t.as('content').post('/api/assignments', { lesson_id: row!.lesson_id, user_id: row!.user_id }),
      await t.as('content').patch(url, { feedback: 'x' }),
      await t.as('content').delete(url),
    ]) {
      expect(res.status).toBe(403);
    }
    expect((await t.anon.get(url)).status).toBe(401);
    expect(await storedAssignment(row!.id)).toEqual(row);
  });
});

describe('POST /api/assignments', () => {
  it('creates the assignment as the caller and makes its lesson the current one', async () => {
    const lesson = await lessonWith('Asignada por el tutor');
    const res = await assign('tutor1', lesson.id, 'student1');
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      lesson_id: lesson.id,
      user_id: t.people.student1.id,
      assigned_by: t.people.tutor1.id,
      title: 'Asignada por el tutor',
      task: 'Tarea de Asignada por el tutor',
      completed_at: null,
      submission: null,
      linked_practices: [],
    });
    expect(await currentLesson('student1')).toBe(lesson.id);
    const list = await t.as('student1').get('/api/assignments');
    expect(list.body.data.data[0].id).toBe(res.body.data.id);
    // The student's profile shows it (users.current_lesson_title).
    const me = await t.as('student1').get(`/api/users/${t.people.student1.id}`);
    expect(me.body.data).toMatchObject({ current_lesson_id: lesson.id, current_lesson_title: 'Asignada por el tutor' });
  });

  it("a tutor assigning to another tutor's student, to an unknown person or to themselves: 404, nothing written", async () => {
    const lesson = await lessonWith('No debe asignarse');
    for (const target of ['student3', newId(), t.people.tutor1.id, 'admin'] as const) {
      const before = await currentLesson('student3');
      const res = await assign('tutor1', lesson.id, target);
      expect(res.status, String(target)).toBe(404);
      expect(res.body).toEqual({ success: false, detail: STUDENT_NOT_FOUND });
      expect(await currentLesson('student3')).toBe(before);
    }
    const [count] = await t.db.select().from(assignments).where(eq(assignments.lesson_id, lesson.id));
    expect(count).toBeUndefined();
  });

  it('an unknown lesson is a 422 on lesson_id', async () => {
    const res = await assign('tutor1', newId(), 'student1');
    expect(res.status).toBe(422);
    expect(res.body.detail).toEqual([{ loc: ['body', 'lesson_id'], msg: LESSON_NOT_FOUND, type: 'reference_error' }]);
  });

  it('malformed bodies are a 422 naming the field', async () => {
    for (const [body, field] of [
      [{ lesson_id: 'x', user_id: t.people.student1.id }, 'lesson_id'],
      [{ user_id: t.people.student1.id }, 'lesson_id'],
      [{ lesson_id: newId() }, 'user_id'],
      [{ lesson_id: newId(), user_id: 42 }, 'user_id'],
    ] as const) {
      const res = await t.as('tutor1').post('/api/assignments', body);
      expect(res.status).toBe(422);
      expect(res.body.detail.map((issue: { loc: string[] }) => issue.loc[1])).toContain(field);
    }
  });

  it('a student may not assign (no create permission): 403', async () => {
    const lesson = await lessonWith('Autoasignada');
    const res = await assign('student1', lesson.id, t.people.student1.id);
    expect(res.status).toBe(403);
  });

  it('server-owned fields in the body are ignored: assigned_by, completed_at, feedback, id', async () => {
    const lesson = await lessonWith('Campos del servidor');
    const forgedId = newId();
    const res = await t.as('tutor1').post('/api/assignments', {
      lesson_id: lesson.id,
      user_id: t.people.student2.id,
      id: forgedId,
      assigned_by: t.people.admin.id,
      completed_at: '2020-01-01T00:00:00Z',
      feedback: 'Ya revisada',
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ assigned_by: t.people.tutor1.id, completed_at: null, feedback: null });
    expect(res.body.data.id).not.toBe(forgedId);
  });

  it('an admin assigns to any student', async () => {
    const lesson = await lessonWith('Asignada por admin');
    const res = await assign('admin', lesson.id, 'student4');
    expect(res.status).toBe(201);
    expect(await currentLesson('student4')).toBe(lesson.id);
  });
});

describe('DELETE /api/assignments/{id}', () => {
  it('removing the current assignment moves it to the most recent open one; removing an older one keeps it', async () => {
    // student5 has no demo homework: three open lessons, the newest current.
    const [first, second, third] = [
      await lessonWith('Primera'),
      await lessonWith('Segunda'),
      await lessonWith('Tercera'),
    ];
    const made: string[] = [];
    for (const lesson of [first, second, third])
      made.push((await assign('tutor3', lesson.id, 'student5')).body.data.id);
    expect(await currentLesson('student5')).toBe(third.id);

    const removedOld = await t.as('tutor3').delete(`/api/assignments/${made[0]}`);
    expect(removedOld.body).toEqual({ success: true, data: { id: made[0] } });
    expect(await currentLesson('student5')).toBe(third.id);

    // Two remain: removing the current one leaves the most recent of the others current.
    const fourth = await lessonWith('Cuarta');
    made.push((await assign('tutor3', fourth.id, 'student5')).body.data.id);
    expect((await t.as('tutor3').delete(`/api/assignments/${made[3]}`)).status).toBe(200);
    expect(await storedAssignment(made[3]!)).toBeUndefined();
    expect(await currentLesson('student5')).toBe(third.id);
    expect((await t.as('tutor3').delete(`/api/assignments/${made[2]}`)).status).toBe(200);
    expect(await currentLesson('student5')).toBe(second.id);

    expect((await t.as('tutor3').delete(`/api/assignments/${made[1]}`)).status).toBe(200);
    expect(await currentLesson('student5')).toBeNull();
    // The student's profile reads it too (users.current_lesson_title).
    expect((await t.as('student5').get(`/api/users/${t.people.student5.id}`)).body.data).toMatchObject({
      current_lesson_id: null,
      current_lesson_title: null,
    });
  });

  it('a completed assignment is not fallen back to: the most recent open one is, or none', async () => {
    const [done, open, current] = [await lessonWith('Hecha'), await lessonWith('Abierta'), await lessonWith('Actual')];
    const made: string[] = [];
    for (const lesson of [open, done, current]) made.push((await assign('tutor3', lesson.id, 'student5')).body.data.id);
    await t.db.update(assignments).set({ completed_at: new Date() }).where(eq(assignments.id, made[1]!));
    expect((await t.as('tutor3').delete(`/api/assignments/${made[2]}`)).status).toBe(200);
    expect(await currentLesson('student5')).toBe(open.id);
    const me = await t.as('student5').get(`/api/users/${t.people.student5.id}`);
    expect(me.body.data).toMatchObject({ current_lesson_id: open.id, current_lesson_title: 'Abierta' });

    expect((await t.as('tutor3').delete(`/api/assignments/${made[0]}`)).status).toBe(200);
    expect(await currentLesson('student5')).toBeNull();
    await t.as('tutor3').delete(`/api/assignments/${made[1]}`);
  });

  it('keeps the current lesson while another assignment of that lesson remains', async () => {
    const lesson = await lessonWith('Dos veces');
    const first = (await assign('tutor2', lesson.id, 'student4')).body.data.id;
    const second = (await assign('tutor2', lesson.id, 'student4')).body.data.id;
    await t.as('tutor2').delete(`/api/assignments/${first}`);
    expect(await currentLesson('student4')).toBe(lesson.id);
    await t.as('tutor2').delete(`/api/assignments/${second}`);
    // The most recent of student4's other open assignments is current again.
    const [newest] = (await assignmentsOf('student4'))
      .filter((row) => row.completed_at === null)
      .sort((a, b) => b.created_at.getTime() - a.created_at.getTime());
    expect(await currentLesson('student4')).toBe(newest!.lesson_id);
  });

  it("another tutor's student's assignment: 404 and the row stays; a student: 403", async () => {
    const [row] = await assignmentsOf('student1');
    expect((await t.as('tutor2').delete(`/api/assignments/${row!.id}`)).body).toEqual(notFound);
    expect((await t.as('student1').delete(`/api/assignments/${row!.id}`)).status).toBe(403);
    expect(await storedAssignment(row!.id)).toEqual(row);
  });

  it('an unknown id is a 404', async () => {
    expect((await t.as('admin').delete(`/api/assignments/${newId()}`)).status).toBe(404);
  });
});

describe('PATCH /api/assignments/{id} {feedback}', () => {
  it("the tutor's feedback is saved and the student reads it", async () => {
    const [row] = await assignmentsOf('student2');
    const res = await t.as('tutor1').patch(`/api/assignments/${row!.id}`, { feedback: '  Muy bien, sigue así.  ' });
    expect(res.status).toBe(200);
    expect(res.body.data.feedback).toBe('Muy bien, sigue así.');
    const seen = await t.as('student2').get(`/api/assignments/${row!.id}`);
    expect(seen.body.data.feedback).toBe('Muy bien, sigue así.');
    // Empty clears it.
    expect((await t.as('tutor1').patch(`/api/assignments/${row!.id}`, { feedback: '  ' })).body.data.feedback).toBe(
      null,
    );
  });

  it('only feedback is written: completed_at, user_id, lesson_id, assigned_by in the body are ignored', async () => {
    const [row] = await assignmentsOf('student1');
    const other = await lessonWith('Otra lección');
    const res = await t.as('tutor1').patch(`/api/assignments/${row!.id}`, {
      feedback: 'Revisado',
      completed_at: '2020-01-01T00:00:00Z',
      user_id: t.people.student3.id,
      lesson_id: other.id,
      assigned_by: t.people.admin.id,
      created_at: '2020-01-01T00:00:00Z',
    });
    expect(res.status).toBe(200);
    const after = await storedAssignment(row!.id);
    expect(after).toEqual({ ...row, feedback: 'Revisado', updated_at: after!.updated_at });
  });

  it('refusals leave the row as it was', async () => {
    const [row] = await assignmentsOf('student1');
    const before = await storedAssignment(row!.id);
    const url = `/api/assignments/${row!.id}`;
    const cases: [Person, unknown, number][] = [
      ['student1', { feedback: 'Me lo apruebo' }, 403],
      ['tutor2', { feedback: 'No es mi estudiante' }, 404],
      ['tutor1', {}, 422],
      ['tutor1', { feedback: 42 }, 422],
      ['tutor1', { feedback: 'x'.repeat(5001) }, 422],
    ];
    for (const [who, body, status] of cases) {
      const res = await t.as(who).patch(url, body);
      expect(res.status, `${who} ${JSON.stringify(body).slice(0, 40)}`).toBe(status);
    }
    expect(await storedAssignment(row!.id)).toEqual(before);
  });

  it('PUT is not a route of assignments', async () => {
    const [row] = await assignmentsOf('student1');
    expect((await t.as('admin').put(`/api/assignments/${row!.id}`, { feedback: 'x' })).status).toBe(404);
  });
});

describe('permission before validation', () => {
  it('a role that may never write hears 403, not a 422 that teaches the schema', async () => {
    const [row] = await assignmentsOf('student1');
    const bad = { lesson_id: 42, user_id: 'x', feedback: 42 };
    const cases: [Person, 'POST' | 'PATCH' | 'DELETE', string][] = [
      ['student1', 'POST', '/api/assignments'],
      ['student1', 'PATCH', `/api/assignments/${row!.id}`],
      ['student1', 'DELETE', `/api/assignments/${row!.id}`],
      ['content', 'POST', '/api/assignments'],
      ['content', 'PATCH', `/api/assignments/${newId()}`],
    ];
    for (const [who, method, url] of cases) {
      const res = await t.as(who).raw({ method, url, payload: bad });
      expect(res.status, `${who} ${method} ${url}`).toBe(403);
    }
    expect(await storedAssignment(row!.id)).toEqual(row);
  });
});

describe('the answers match the Assignment contract', () => {
  it('list and item parse with the domain schema', async () => {
    const list = await t.as('admin').get('/api/assignments?page_number=1&page_size=100');
    for (const row of list.body.data.data) expect(() => Assignment.parse(row)).not.toThrow();
    expect(ids(list.body.data.data).length).toBeGreaterThan(0);
  });
});
