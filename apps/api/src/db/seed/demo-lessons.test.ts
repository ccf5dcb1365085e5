// The demo's lessons, practices and homework (issue 9, DESIGN §10) on a fresh database with storage.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, isNotNull } from 'drizzle-orm';
import { PRACTICE_TYPES, PracticeProps } from '@charla/domain/practices';
import { lessonVideo } from '@charla/domain/lessons';
import { openTestDatabase } from '../../../test/database';
import type { Database } from '../client';
import { assignments, lessonPractices, lessonSubmissions, lessons, practices, users } from '../schema';
import { createLocalStorage } from '../../storage/local';
import type { AudioStorage } from '../../storage/storage';
import { seedDatabase } from './index';
import { STUDENT_ROLE_ID } from '@charla/domain/ids';

let database: Database;
let dataDir: string;
let storage: AudioStorage;

beforeAll(async () => {
  database = await openTestDatabase();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'charla-demo-'));
  storage = createLocalStorage(dataDir);
  await seedDatabase(database.db, { demo: true, storage, now: new Date('2026-11-23T15:00:00Z') });
});
afterAll(async () => {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('demo lessons and homework', () => {
  it('has six lessons with real markdown, a valid video each but one, and linked practices', async () => {
    const rows = await database.db.select().from(lessons);
    expect(rows.length).toBeGreaterThanOrEqual(6);
    const text = rows.map((l) => `${l.notes}\n${l.task}`).join('\n');
    expect(text).toMatch(/^## /m); // headings
    expect(text).toMatch(/^- /m); // lists
    expect(text).toMatch(/\[[^\]]+\]\(https:\/\/[^)]+\)/); // a link
    expect(text).toMatch(/!\[[^\]]+\]\(\/images\/[^)]+\)/); // an image shipped with the web app
    const kinds = rows.map((l) => lessonVideo(l.video_url).kind);
    expect(kinds.filter((k) => k === 'invalid')).toHaveLength(1);
    expect(kinds.filter((k) => k === 'embed')).toHaveLength(rows.length - 1);
    for (const lesson of rows) {
      const links = await database.db
        .select()
        .from(lessonPractices)
        .where(eq(lessonPractices.lesson_id, lesson.id))
        .orderBy(asc(lessonPractices.position));
      expect(links.length, lesson.title).toBeGreaterThanOrEqual(2);
    }
  });

  it('has at least two practices of each of the six types', async () => {
    const rows = await database.db.select().from(practices);
    for (const type of PRACTICE_TYPES) {
      expect(rows.filter((p) => p.props.practice_type === type).length, type).toBeGreaterThanOrEqual(2);
    }
    for (const practice of rows) expect(PracticeProps.safeParse(practice.props).error, practice.title).toBeUndefined();
  });

  it('gives students a current lesson, a completed assignment with feedback and its recording, and open ones', async () => {
    const students = await database.db.select().from(users).where(eq(users.role_id, STUDENT_ROLE_ID));
    expect(students.filter((s) => s.current_lesson_id !== null).length).toBeGreaterThanOrEqual(3);
    const done = await database.db.select().from(assignments).where(isNotNull(assignments.completed_at));
    const reviewed = done.filter((a) => a.feedback);
    expect(reviewed.length).toBeGreaterThanOrEqual(1);
    const [submission] = await database.db
      .select()
      .from(lessonSubmissions)
      .where(eq(lessonSubmissions.assignment_id, reviewed[0]!.id));
    expect(submission).toBeDefined();
    expect((await storage.stat(submission!.audio_file))?.size).toBeGreaterThan(1000);
    const all = await database.db.select().from(assignments);
    expect(all.some((a) => a.completed_at === null)).toBe(true);
    // A student's current lesson is the lesson of their newest assignment.
    for (const student of students.filter((s) => s.current_lesson_id)) {
      const own = all.filter((a) => a.user_id === student.id).sort((a, b) => +b.created_at - +a.created_at);
      expect(own[0]?.lesson_id).toBe(student.current_lesson_id);
    }
  });
});
