// An assignment shows its lesson as the lesson is now: every change of the lesson — its own columns, or its
// links, by the API or by anyone writing straight to the database (another process, plain SQL) — shows on
// the next read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { Assignment } from '@charla/domain/assignments';
import { lessonPractices, lessons, practices } from '../../db/schema';
import { newId } from '../../lib/ids';
import { startTestApp, type TestApp } from '../../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

let lessonId: string;
let assignmentId: string;
const practiceIds = [newId(), newId(), newId()];

beforeAll(async () => {
  lessonId = newId();
  await t.db.insert(lessons).values({ id: lessonId, title: 'Parte guardada', task: 'Tarea **uno**', notes: null });
  for (const [position, id] of practiceIds.entries()) {
    await t.db.insert(practices).values({ id, title: `Práctica ${position}`, props: { practice_type: 'word-choice' } });
  }
  await t.db.insert(lessonPractices).values({ lesson_id: lessonId, practice_id: practiceIds[0]!, position: 0 });
  const res = await t.as('tutor1').post('/api/assignments', { lesson_id: lessonId, user_id: t.people.student1.id });
  expect(res.status).toBe(201);
  assignmentId = res.body.data.id;
});

/** The assignment as the student's list and single read show it; both must agree. */
async function seen(): Promise<Assignment> {
  const list = await t.as('student1').get('/api/assignments');
  expect(list.status).toBe(200);
  const listed = (list.body.data.data as Assignment[]).find((row) => row.id === assignmentId)!;
  const one = await t.as('student1').get(`/api/assignments/${assignmentId}`);
  expect(one.status).toBe(200);
  expect(one.body.data).toEqual(listed);
  return listed;
}

describe("an assignment's lesson, kept per version of the lesson", () => {
  it('shows the lesson with its texts and links, every field of the contract once', async () => {
    const row = await seen();
    expect(row).toMatchObject({
      lesson_id: lessonId,
      title: 'Parte guardada',
      task: 'Tarea **uno**',
      notes: null,
      linked_practices: [practiceIds[0]],
      completed_at: null,
    });
    expect(Object.keys(row).sort()).toEqual(Object.keys(Assignment.shape).sort());
    // Read again from what was kept: the same answer.
    expect(await seen()).toEqual(row);
  });

  it("follows the lesson's own columns written straight to the database", async () => {
    await seen();
    await t.db
      .update(lessons)
      .set({ title: 'Título nuevo', video_url: 'https://youtu.be/abc' })
      .where(eq(lessons.id, lessonId));
    expect(await seen()).toMatchObject({ title: 'Título nuevo', video_url: 'https://youtu.be/abc' });
  });

  it('follows links added, reordered and removed straight in lesson_practices', async () => {
    await seen();
    await t.db.insert(lessonPractices).values({ lesson_id: lessonId, practice_id: practiceIds[1]!, position: 1 });
    expect((await seen()).linked_practices).toEqual([practiceIds[0], practiceIds[1]]);
    await t.db.execute(
      sql`update ${lessonPractices} set position = 1 - position where ${lessonPractices.lesson_id} = ${lessonId}`,
    );
    expect((await seen()).linked_practices).toEqual([practiceIds[1], practiceIds[0]]);
    await t.db.delete(lessonPractices).where(eq(lessonPractices.practice_id, practiceIds[1]!));
    expect((await seen()).linked_practices).toEqual([practiceIds[0]]);
  });

  it("follows a practice's deletion, whose cascade removes its link", async () => {
    await t.db.insert(lessonPractices).values({ lesson_id: lessonId, practice_id: practiceIds[2]!, position: 5 });
    expect((await seen()).linked_practices).toEqual([practiceIds[0], practiceIds[2]]);
    await t.db.delete(practices).where(eq(practices.id, practiceIds[2]!));
    expect((await seen()).linked_practices).toEqual([practiceIds[0]]);
  });

  it('follows the lesson form, links alone included', async () => {
    await seen();
    const res = await t.as('admin').put(`/api/lessons/${lessonId}`, {
      title: 'Desde el formulario',
      video_url: 'https://youtu.be/dQw4w9WgXcQ',
      task: 'Tarea _dos_',
      notes: 'Notas',
      linked_practices: [practiceIds[1], practiceIds[0]],
    });
    expect(res.status).toBe(200);
    expect(await seen()).toMatchObject({
      title: 'Desde el formulario',
      task_html: expect.stringContaining('<em>dos</em>'),
      notes: 'Notas',
      linked_practices: [practiceIds[1], practiceIds[0]],
    });
    const links = await t.as('admin').patch(`/api/lessons/${lessonId}`, { linked_practices: [practiceIds[0]] });
    expect(links.status).toBe(200);
    expect((await seen()).linked_practices).toEqual([practiceIds[0]]);
  });

  it('deleting a lesson with links still works (its links go by cascade, the touch finds no lesson)', async () => {
    const id = newId();
    await t.db.insert(lessons).values({ id, title: 'Para borrar', task: 'Tarea', notes: null });
    await t.db.insert(lessonPractices).values({ lesson_id: id, practice_id: practiceIds[0]!, position: 0 });
    const res = await t.as('admin').delete(`/api/lessons/${id}`);
    expect(res.status).toBe(200);
    expect(await t.db.select().from(lessonPractices).where(eq(lessonPractices.lesson_id, id))).toEqual([]);
  });
});
