// On request, the lessons, practices, assignments, recordings and practice runs around a world's two
// students (world.ts), inserted directly like the rest of the world.
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import {
  assignments,
  lessonPractices,
  lessonSubmissions,
  lessons,
  practiceAttempts,
  practiceStats,
  practices,
  users,
} from '../src/db/schema';
import { newId } from '../src/lib/ids';
import type { AudioStorage } from '../src/storage/storage';
import type { World } from './world';

export interface Named {
  id: string;
  title: string;
}

/** One student's homework: an open assignment of their lesson, and a completed one with its recording. */
export interface Homework {
  open: string;
  done: string;
  /** The recording of `done`: its lesson_submissions row and storage key. */
  submission: { id: string; audio_file: string };
}

type Student = 'studentA' | 'studentB';

/** The rows around the two students that addLessonsAndHomework inserts. */
export interface Learning {
  /** `linked` is linked by student A's lesson; `unused` by no lesson. */
  practices: { linked: Named; unused: Named };
  /** Each student's lesson (their current one, of both their assignments) and a lesson nobody has. */
  lessons: Record<Student | 'unused', Named>;
  assignments: Record<Student, Homework>;
  /** A practice run of each student on the linked practice (one attempt event each). */
  runs: Record<Student, string>;
  /** The bytes stored for each recording (when a store was given). */
  recording: Buffer;
}

export type LearningWorld = World & { learning: Learning };

/** A fill-in-the-blank practice's props (one exercise): a valid practice of every contract. */
export const PRACTICE_PROPS = {
  practice_type: 'fill-in-the-blank',
  exercises: [{ hint: 'to be', sentence: 'She <blank> happy.', answer: 'is' }],
};
export const VIDEO = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

/**
 * Lessons, practices and homework for a world: student A's lesson links the `linked` practice; each
 * student has an open and a completed assignment of their own lesson (the completed one with tutor
 * feedback and a recording), that lesson as their current one, and a run of the linked practice.
 * With a store, each recording's bytes are stored under its key, so it can be played.
 */
export async function addLessonsAndHomework(db: Db, w: World, storage?: AudioStorage): Promise<LearningWorld> {
  const named = (title: string): Named => ({ id: newId(), title: `${title} ${w.tag}` });
  const practiceRows = { linked: named('Práctica enlazada'), unused: named('Práctica sin lección') };
  await db.insert(practices).values(
    Object.values(practiceRows).map((row) => ({
      ...row,
      instructions: 'Completa la oración',
      props: PRACTICE_PROPS,
    })),
  );
  const lessonRows = {
    studentA: named('Lección de A'),
    studentB: named('Lección de B'),
    unused: named('Lección sin asignar'),
  };
  await db
    .insert(lessons)
    .values(Object.values(lessonRows).map((row) => ({ ...row, video_url: VIDEO, task: 'Lee y grábate', notes: null })));
  await db
    .insert(lessonPractices)
    .values({ lesson_id: lessonRows.studentA.id, practice_id: practiceRows.linked.id, position: 0 });

  const recording = randomBytes(4096);
  const homework = {} as Record<Student, Homework>;
  const runs = {} as Record<Student, string>;
  for (const student of ['studentA', 'studentB'] as const) {
    const person = w.people[student];
    const lessonId = lessonRows[student].id;
    const assignedBy = student === 'studentA' ? w.people.tutor.id : w.people.tutorB.id;
    const [done, open] = [newId(), newId()];
    // The open one is the newer: it is the current lesson's assignment.
    await db.insert(assignments).values([
      {
        id: done,
        lesson_id: lessonId,
        user_id: person.id,
        assigned_by: assignedBy,
        completed_at: new Date(Date.now() - 60_000),
        feedback: 'Muy bien',
        created_at: new Date(Date.now() - 120_000),
      },
      { id: open, lesson_id: lessonId, user_id: person.id, assigned_by: assignedBy },
    ]);
    const submission = { id: newId(), audio_file: '' };
    submission.audio_file = `submissions/${submission.id}.webm`;
    await db.insert(lessonSubmissions).values({
      ...submission,
      assignment_id: done,
      user_id: person.id,
      audio_seconds: 3,
    });
    if (storage) {
      const temp = storage.tempPath('.webm');
      await mkdir(path.dirname(temp), { recursive: true });
      await writeFile(temp, recording);
      await storage.putFile(submission.audio_file, temp);
    }
    await db.update(users).set({ current_lesson_id: lessonId }).where(eq(users.id, person.id));
    homework[student] = { open, done, submission };

    runs[student] = newId();
    await db.insert(practiceStats).values({
      id: runs[student],
      user_id: person.id,
      practice_id: practiceRows.linked.id,
      total_attempts: 2,
      average_attempts: 2,
      first_try_correct_ones: 0,
      completed: 1,
      accuracy: 0,
      probability_of_knowing: 0.01,
      score: 0,
    });
    await db.insert(practiceAttempts).values([
      {
        id: newId(),
        stat_id: runs[student],
        user_id: person.id,
        practice_id: practiceRows.linked.id,
        exercise_key: 'She <blank> happy.',
        correct: false,
        attempt: 1,
        elapsed_ms: 900,
      },
    ]);
  }
  return {
    ...w,
    learning: { practices: practiceRows, lessons: lessonRows, assignments: homework, runs, recording },
  };
}
