// GET /api/practice_stats and /api/practice_stats/progress (DESIGN §9, docs/decisions/020): a student
// reads their own runs, a tutor their own students', an admin anyone's; another's is a 404 that
// reveals nothing. Progress numbers exact on a small fixture.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@charla/domain/http';
import { startTestApp, type TestApp } from '../../../test/app';
import { createWorld, type World } from '../../../test/world';
import { countsOf, eventsFor, FILL_IN_THE_BLANK, insertPractice, LETTER_TWEAK, runBody } from './fixtures';
import { STATS_MESSAGES } from './service';

let t: TestApp;
let w: World;
let letterTweak: string;
let fillIn: string;
/** The runs' ids, in the order they were sent. */
const runsOfA: string[] = [];
const runsOfB: string[] = [];

/**
 * Letter-tweak (n = 5) runs of student A, exact by spec part 2 §9:
 *   1: 2 done in 4 attempts, 1 at the first try → p 0.5, prob 0.375, score 10·(0.75 + ln 0.375) < 0 → 0;
 *   2: 4 done in 6, 2 first → p 0.5, prob 0.375, score 10·(1.5 + ln 0.375) = 5.19 → 5.2 (the best);
 *   3: 6 done in 12, 1 first → accuracy 16.7, prob (5/6 − 1)/4 < 0 → 0, score 0 (the latest).
 * Wrong attempts over the three: kite 2 + 1 + 1, knee 2, home, hop, lamb and write 1 each; cake none.
 */
const A_LETTER_RUNS = [
  [
    { key: 'cake', attempts: 1 },
    { key: 'kite', attempts: 3 },
  ],
  [
    { key: 'cake', attempts: 1 },
    { key: 'kite', attempts: 2 },
    { key: 'hop', attempts: 2 },
    { key: 'home', attempts: 1 },
  ],
  [
    { key: 'knee', attempts: 3 },
    { key: 'kite', attempts: 2 },
    { key: 'lamb', attempts: 2 },
    { key: 'home', attempts: 2 },
    { key: 'write', attempts: 2 },
    { key: 'cake', attempts: 1 },
  ],
];

async function play(userId: string, practiceId: string, exercises: { key: string; attempts: number }[], n?: number) {
  const res = await t
    .as({ id: userId })
    .post('/api/practice_stats', runBody(userId, practiceId, countsOf(exercises), n, eventsFor(exercises)));
  expect(res.status).toBe(201);
  return res.body.data as { id: string; score: number; accuracy: number; created_at: string };
}

beforeAll(async () => {
  t = await startTestApp();
  w = await createWorld(t.db);
  letterTweak = await insertPractice(t.db, LETTER_TWEAK, 'La e mágica');
  fillIn = await insertPractice(t.db, FILL_IN_THE_BLANK, 'Completa la oración');
  for (const run of A_LETTER_RUNS) runsOfA.push((await play(w.people.studentA.id, letterTweak, run, 5)).id);
  runsOfA.push((await play(w.people.studentA.id, fillIn, [{ key: 'She <blank> happy.', attempts: 1 }])).id);
  runsOfB.push((await play(w.people.studentB.id, fillIn, [{ key: 'She <blank> happy.', attempts: 2 }])).id);
});
afterAll(() => t.close());

const ids = (res: { body: { data: { data: { id: string }[] } } }) => res.body.data.data.map((row) => row.id);

describe('GET /api/practice_stats', () => {
  it("a student reads their own runs, newest first; without user_id they're the student's own", async () => {
    const student = t.as({ id: w.people.studentA.id });
    const own = await student.get(`/api/practice_stats?user_id=${w.people.studentA.id}`);
    expect(own.status).toBe(200);
    expect(ids(own)).toEqual([...runsOfA].reverse());
    expect(ids(await student.get('/api/practice_stats'))).toEqual([...runsOfA].reverse());
    // Paged and filtered: a fresh student (the runs above stay exact for progress) with eleven
    // letter-tweak runs, one more than a page of 10, and a newer fill-in-the-blank run the filter drops.
    const many = (await createWorld(t.db)).people.studentA.id;
    const lettersOfMany: string[] = [];
    for (let k = 0; k < 11; k++) lettersOfMany.push((await play(many, letterTweak, A_LETTER_RUNS[k % 3]!, 5)).id);
    await play(many, fillIn, [{ key: 'She <blank> happy.', attempts: 1 }]);
    const pageOf = (n: number) =>
      t.as({ id: many }).get(`/api/practice_stats?page_number=${n}&page_size=10&practice_id=${letterTweak}`);
    expect((await pageOf(1)).body.data).toEqual({
      data: lettersOfMany
        .slice(1)
        .reverse()
        .map((id) => expect.objectContaining({ id })),
      page_number: 1,
      page_size: 10,
    });
    expect((await pageOf(2)).body.data).toEqual({
      data: [expect.objectContaining({ id: lettersOfMany[0] })],
      page_number: 2,
      page_size: 10,
    });
  });

  it("a student reading another's runs: 404 that says nothing of whether the user exists", async () => {
    const student = t.as({ id: w.people.studentA.id });
    for (const userId of [w.people.studentB.id, w.people.tutor.id, '0190a0a0-0000-7000-8000-000000000001']) {
      for (const path of ['/api/practice_stats', '/api/practice_stats/progress']) {
        const res = await student.get(`${path}?user_id=${userId}`);
        expect(res.status, path).toBe(404);
        expect(res.body).toEqual({ success: false, detail: STATS_MESSAGES.userNotFound });
      }
    }
  });

  it("a tutor reads their own student's runs, not another tutor's student's", async () => {
    const tutor = t.as({ id: w.people.tutor.id });
    expect(ids(await tutor.get(`/api/practice_stats?user_id=${w.people.studentA.id}`))).toEqual([...runsOfA].reverse());
    const other = await tutor.get(`/api/practice_stats?user_id=${w.people.studentB.id}`);
    expect(other.status).toBe(404);
    // Unfiltered: only the users the tutor reaches (their students and themself).
    const all = ids(await tutor.get('/api/practice_stats?page_number=1&page_size=100'));
    expect(all).toEqual([...runsOfA].reverse());
    const tutorB = t.as({ id: w.people.tutorB.id });
    expect(ids(await tutorB.get(`/api/practice_stats?user_id=${w.people.studentB.id}`))).toEqual(runsOfB);
    expect((await tutorB.get(`/api/practice_stats?user_id=${w.people.studentA.id}`)).status).toBe(404);
  });

  it('an admin reads anyone; a content author (no practice_stats: read) gets 403; no token 401', async () => {
    const admin = t.as({ id: w.people.admin.id });
    expect(ids(await admin.get(`/api/practice_stats?user_id=${w.people.studentB.id}`))).toEqual(runsOfB);
    const content = t.as({ id: w.people.content.id });
    for (const path of ['/api/practice_stats', '/api/practice_stats/progress']) {
      expect((await content.get(path)).body).toEqual({ success: false, detail: MESSAGES.forbidden });
      expect((await t.anon.get(path)).status).toBe(401);
    }
  });

  it('bad queries: 422 naming the parameter', async () => {
    const student = t.as({ id: w.people.studentA.id });
    for (const [query, parameter] of [
      ['user_id=yo', 'user_id'],
      ['practice_id=1', 'practice_id'],
      ['page_number=0', 'page_number'],
      ['sort_by=password_hash', 'sort_by'],
    ]) {
      const res = await student.get(`/api/practice_stats?${query}`);
      expect(res.status, query).toBe(422);
      expect(res.body.detail[0].loc).toEqual(['query', parameter]);
    }
    const progress = await student.get('/api/practice_stats/progress?user_id=yo');
    expect(progress.status).toBe(422);
    expect(progress.body.detail[0].loc).toEqual(['query', 'user_id']);
  });
});

describe('GET /api/practice_stats/progress', () => {
  it('per practice: runs, best and latest results, last played, and the items most missed', async () => {
    const res = await t.as({ id: w.people.studentA.id }).get('/api/practice_stats/progress');
    expect(res.status).toBe(200);
    const stats = await t.as({ id: w.people.admin.id }).get(`/api/practice_stats?user_id=${w.people.studentA.id}`);
    const createdAt = new Map(
      stats.body.data.data.map((row: { id: string; created_at: string }) => [row.id, row.created_at]),
    );
    expect(res.body.data.page_number).toBeNull();
    // Newest played first: the fill-in-the-blank run came last.
    expect(res.body.data.data).toEqual([
      {
        practice_id: fillIn,
        title: 'Completa la oración',
        practice_type: 'fill-in-the-blank',
        runs: 1,
        // 1 done at the first try, no n: prob 1, score 10 · (1 + ln 1) = 10.
        best_score: 10,
        latest_score: 10,
        latest_accuracy: 100,
        latest_total_attempts: 1,
        last_played_at: createdAt.get(runsOfA[3]),
        most_missed: [],
      },
      {
        practice_id: letterTweak,
        title: 'La e mágica',
        practice_type: 'letter-tweak',
        runs: 3,
        best_score: 5.2,
        latest_score: 0,
        latest_accuracy: 16.7,
        latest_total_attempts: 12,
        last_played_at: createdAt.get(runsOfA[2]),
        // The first five by misses, ties by the item's text ('write' is the sixth).
        most_missed: [
          { exercise_key: 'kite', misses: 4 },
          { exercise_key: 'knee', misses: 2 },
          { exercise_key: 'home', misses: 1 },
          { exercise_key: 'hop', misses: 1 },
          { exercise_key: 'lamb', misses: 1 },
        ],
      },
    ]);
  });

  it("a tutor sees their student's progress; another tutor's student: 404", async () => {
    const mine = await t
      .as({ id: w.people.tutor.id })
      .get(`/api/practice_stats/progress?user_id=${w.people.studentA.id}`);
    const own = await t.as({ id: w.people.studentA.id }).get('/api/practice_stats/progress');
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual(own.body);
    const other = await t
      .as({ id: w.people.tutor.id })
      .get(`/api/practice_stats/progress?user_id=${w.people.studentB.id}`);
    expect(other.body).toEqual({ success: false, detail: STATS_MESSAGES.userNotFound });
  });

  it('someone who never played: an empty list', async () => {
    const res = await t.as({ id: w.people.admin.id }).get('/api/practice_stats/progress');
    expect(res.body).toEqual({ success: true, data: { data: [], page_number: null, page_size: 1000 } });
  });
});
