// The current lesson under concurrent requests (DESIGN §7). Guarantees, in whatever order the
// transactions commit (on PostgreSQL they really overlap; PGlite runs them one after another):
// - after concurrent assigns, every assignment exists and the student's current lesson is the lesson
//   of their newest assignment (created_at, then id);
// - after concurrent assigns and removes, every assign that answered 201 and was not removed exists,
//   every removed one is gone, and the current lesson is null or the lesson of a remaining assignment;
// - removing the current assignment and the one that would follow it at once leaves the most recent
//   open one that remains current (decision 030).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { assignments, lessons, users } from '../../db/schema';
import { newId } from '../../lib/ids';
import { startTestApp, type Person, type TestApp } from '../../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function newLessons(count: number, label: string): Promise<string[]> {
  const rows = Array.from({ length: count }, (_, index) => ({
    id: newId(),
    title: `${label} ${index + 1}`,
    task: 'Tarea',
  }));
  await t.db.insert(lessons).values(rows);
  return rows.map((row) => row.id);
}

async function stateOf(student: Person) {
  const userId = t.people[student].id;
  const [user] = await t.db.select({ current: users.current_lesson_id }).from(users).where(eq(users.id, userId));
  const rows = await t.db
    .select({ id: assignments.id, lesson_id: assignments.lesson_id })
    .from(assignments)
    .where(eq(assignments.user_id, userId))
    .orderBy(desc(assignments.created_at), desc(assignments.id));
  return { current: user!.current, rows };
}

const assign = (who: Person, student: Person, lessonId: string) =>
  t.as(who).post('/api/assignments', { lesson_id: lessonId, user_id: t.people[student].id });

describe('concurrent assigns', () => {
  it('10 at once, different lessons: all exist, the current lesson is the newest assignment’s', async () => {
    const lessonIds = await newLessons(10, 'Paralela');
    const answers = await Promise.all(lessonIds.map((id) => assign('tutor1', 'student1', id)));
    expect(answers.map((res) => res.status)).toEqual(Array(10).fill(201));
    const { current, rows } = await stateOf('student1');
    const created = answers.map((res) => res.body.data.id as string);
    expect(rows.map((row) => row.id)).toEqual(expect.arrayContaining(created));
    expect(current).toBe(rows[0]!.lesson_id);
    expect(lessonIds).toContain(current);
  });

  it('the same with two callers at once (tutor and admin)', async () => {
    const lessonIds = await newLessons(10, 'Dos llamantes');
    const answers = await Promise.all(
      lessonIds.map((id, index) => assign(index % 2 ? 'admin' : 'tutor1', 'student2', id)),
    );
    expect(answers.every((res) => res.status === 201)).toBe(true);
    const { current, rows } = await stateOf('student2');
    expect(current).toBe(rows[0]!.lesson_id);
  });
});

describe('concurrent assigns and removes', () => {
  it('each round: remove the existing ones while assigning new ones', async () => {
    for (let round = 0; round < 5; round++) {
      const existing = (await stateOf('student3')).rows.map((row) => row.id);
      const lessonIds = await newLessons(5, `Ronda ${round}`);
      const removals = existing.map((id) => t.as('tutor2').delete(`/api/assignments/${id}`));
      const assigns = lessonIds.map((id) => assign('tutor2', 'student3', id));
      const [removed, created] = await Promise.all([Promise.all(removals), Promise.all(assigns)]);
      expect(removed.every((res) => res.status === 200)).toBe(true);
      expect(created.every((res) => res.status === 201)).toBe(true);

      const { current, rows } = await stateOf('student3');
      const remaining = rows.map((row) => row.id);
      for (const id of existing) expect(remaining).not.toContain(id);
      expect(remaining).toEqual(expect.arrayContaining(created.map((res) => res.body.data.id)));
      expect(current === null || rows.some((row) => row.lesson_id === current)).toBe(true);
    }
  });

  it('removing the current assignment while the same lesson is assigned again keeps a remaining lesson or none', async () => {
    for (let round = 0; round < 5; round++) {
      const [lessonId] = await newLessons(1, `Misma ${round}`);
      const first = await assign('tutor2', 'student4', lessonId!);
      expect(first.status).toBe(201);
      const [removed, again] = await Promise.all([
        t.as('tutor2').delete(`/api/assignments/${first.body.data.id}`),
        assign('tutor2', 'student4', lessonId!),
      ]);
      expect([removed.status, again.status]).toEqual([200, 201]);
      const { current, rows } = await stateOf('student4');
      // The new assignment of that lesson remains, so the lesson stays current whichever committed last.
      expect(rows.some((row) => row.id === again.body.data.id)).toBe(true);
      expect(current).toBe(lessonId);
    }
  });

  it('removing the current assignment and the next most recent at once: the most recent that remains is current', async () => {
    for (let round = 0; round < 3; round++) {
      const lessonIds = await newLessons(3, `Caída ${round}`);
      const made: string[] = [];
      for (const id of lessonIds) made.push((await assign('tutor1', 'student1', id)).body.data.id);
      const removed = await Promise.all(
        [made[2], made[1]].map((id) => t.as('tutor1').delete(`/api/assignments/${id}`)),
      );
      expect(removed.map((res) => res.status)).toEqual([200, 200]);
      expect((await stateOf('student1')).current).toBe(lessonIds[0]);
    }
  });

  it('removing every assignment at once leaves no current lesson', async () => {
    const lessonIds = await newLessons(6, 'Todas');
    for (const id of lessonIds) expect((await assign('admin', 'student5', id)).status).toBe(201);
    const { rows } = await stateOf('student5');
    const answers = await Promise.all(rows.map((row) => t.as('admin').delete(`/api/assignments/${row.id}`)));
    expect(answers.every((res) => res.status === 200)).toBe(true);
    expect(await stateOf('student5')).toEqual({ current: null, rows: [] });
  });
});
