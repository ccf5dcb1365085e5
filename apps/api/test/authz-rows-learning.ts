// The rows of the learning collections in the authorization matrix (authz-rows.ts has the legend):
// lessons with their links, practices, assignments with their recording and student, practice runs.
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { assignments, lessons, practiceStats, practices, users } from '../src/db/schema';
import { isStudent, runBody, targetPerson, type RowHelpers, type Rows } from './authz-rows';
import { PRACTICE_PROPS, VIDEO } from './learning-world';
import { query } from './world';

export function learningRows(
  db: Db,
  helpers: RowHelpers,
): Record<'lessons' | 'practices' | 'assignments' | 'practice_stats', Rows> {
  const { one, current, search, noUpdate, changed } = helpers;
  /** Practice ids a lesson links, in order. */
  const links = (lessonId: string) =>
    query<{ id: string }>(
      db,
      sql`select practice_id::text as id from lesson_practices where lesson_id = ${lessonId} order by position`,
    ).then((rows) => rows.map((row) => row.id));

  const learning: Record<'lessons' | 'practices' | 'assignments' | 'practice_stats', Rows> = {
    // own: the lesson of the caller's assignments; another: that of `another`'s; student: student A's
    // (the tutor's student); unused: a lesson nobody is assigned.
    lessons: {
      table: lessons,
      targetId(line, caller, w) {
        if (line.target === 'unused') return w.learning.lessons.unused.id;
        const person = targetPerson(line, caller);
        return person && isStudent(person) ? w.learning.lessons[person].id : undefined;
      },
      list: search(lessons.title),
      async updateBody(method, id, w) {
        const title = `Lección ${changed(w)}`;
        if (method === 'PATCH') return { title };
        const row = await current(lessons, id);
        return { title, video_url: row.video_url, task: row.task, notes: row.notes, linked_practices: await links(id) };
      },
      createBody(_line, _caller, w) {
        const title = `Lección nueva ${w.tag}`;
        return {
          body: {
            title,
            video_url: VIDEO,
            task: 'Escucha y repite',
            linked_practices: [w.learning.practices.unused.id],
          },
          key: [lessons.title, title],
        };
      },
      snapshot: (id) =>
        one<{ row: string }>(
          sql`select row_to_json(x)::text || ' links ' || coalesce((select string_agg(lp.practice_id || '@' || lp.position, ',' order by lp.position) from lesson_practices lp where lp.lesson_id = x.id), '') as row from ${lessons} x where x.id = ${id}`,
        ).then((row) => row?.row ?? null),
    },
    // linked: a practice a lesson links; unused: one no lesson links.
    practices: {
      table: practices,
      targetId: (line, _caller, w) =>
        line.target === 'linked'
          ? w.learning.practices.linked.id
          : line.target === 'unused'
            ? w.learning.practices.unused.id
            : undefined,
      list: search(practices.title),
      async updateBody(method, id, w) {
        const title = `Práctica ${changed(w)}`;
        if (method === 'PATCH') return { title };
        const row = await current(practices, id);
        return { title, instructions: row.instructions, props: row.props };
      },
      createBody(_line, _caller, w) {
        const title = `Práctica nueva ${w.tag}`;
        return {
          body: { title, instructions: 'Completa cada oración', props: PRACTICE_PROPS },
          key: [practices.title, title],
        };
      },
      snapshot: (id) =>
        one<{ row: string }>(
          sql`select row_to_json(x)::text || ' links ' || coalesce((select string_agg(lp.lesson_id || '@' || lp.position, ',' order by lp.lesson_id) from lesson_practices lp where lp.practice_id = x.id), '') as row from ${practices} x where x.id = ${id}`,
        ).then((row) => row?.row ?? null),
    },
    // The open assignment of the target person (the completed one for the recording's playback); a
    // create assigns the lesson nobody has to the target person.
    assignments: {
      table: assignments,
      targetId(line, caller, w) {
        const person = targetPerson(line, caller);
        if (!person || !isStudent(person)) return undefined;
        const homework = w.learning.assignments[person];
        return line.path.endsWith('/audio') ? homework.done : homework.open;
      },
      list: async (id) => {
        const row = await one<{ lesson_id: string }>(sql`select lesson_id from ${assignments} where id = ${id}`);
        return { query: `lesson_id=${row!.lesson_id}`, field: 'id', value: id };
      },
      updateBody: async (_method, _id, w) => ({ feedback: `Retroalimentación ${changed(w)}` }),
      createBody(line, caller, w) {
        const person = w.people[targetPerson(line, caller)!];
        const lesson = w.learning.lessons.unused.id;
        return {
          body: { lesson_id: lesson, user_id: person.id },
          key: [assignments.lesson_id, lesson],
          related: [[users, person.id]],
        };
      },
      // With its recording and its student's row (current_lesson_id).
      snapshot: (id) =>
        one<{ row: string }>(
          sql`select row_to_json(x)::text
            || ' submission ' || coalesce((select string_agg(row_to_json(s)::text, ',' order by s.id) from lesson_submissions s where s.assignment_id = x.id), '')
            || ' student ' || (select row_to_json(u)::text from users u where u.id = x.user_id) as row
            from ${assignments} x where x.id = ${id}`,
        ).then((row) => row?.row ?? null),
    },
    // The target person's run of the linked practice; a create records a run with the target's user_id.
    practice_stats: {
      table: practiceStats,
      targetId(line, caller, w) {
        const person = targetPerson(line, caller);
        return person && isStudent(person) ? w.learning.runs[person] : undefined;
      },
      async list(id, w, path) {
        const practice = w.learning.practices.linked.id;
        // /progress is asked for the run's player and lists practices; the runs list, by practice.
        if (!path.endsWith('/progress')) return { query: `practice_id=${practice}`, field: 'id', value: id };
        const row = await one<{ user_id: string }>(sql`select user_id from ${practiceStats} where id = ${id}`);
        return { query: `user_id=${row!.user_id}`, field: 'practice_id', value: practice };
      },
      updateBody: noUpdate,
      createBody(line, caller, w) {
        const person = w.people[targetPerson(line, caller)!];
        return {
          body: runBody(person.id, w.learning.practices.linked.id),
          key: [practiceStats.user_id, person.id],
        };
      },
      snapshot: (id) =>
        one<{ row: string }>(
          sql`select row_to_json(x)::text || ' attempts ' || coalesce((select string_agg(row_to_json(a)::text, ',' order by a.id) from practice_attempts a where a.stat_id = x.id), '') as row from ${practiceStats} x where x.id = ${id}`,
        ).then((row) => row?.row ?? null),
    },
  };
  return learning;
}
