// Practices for the school (bench/school.ts): the bench practices, a year of runs per student, and
// the body of a learner's POST /api/practice_stats with its ~10 attempt events.
import { STUDENT_ROLE_ID } from '@charla/domain/ids';
import { scorePractice } from '@charla/domain/practices';
import type { Sql } from './sql';

export const PRACTICE_TITLE = 'Práctica bench';
/** Ten fill-in-the-blank exercises per bench practice (no n: the probability is the accuracy). */
const EXERCISES = Array.from({ length: 10 }, (_, i) => ({
  hint: 'to be',
  sentence: `Sentence ${i + 1}: she <blank> happy.`,
  answer: 'is',
}));

export async function seedPractices(sql: Sql, count: number): Promise<void> {
  const props = JSON.stringify({ practice_type: 'fill-in-the-blank', exercises: EXERCISES });
  const [row] = await sql<{ n: number }>('select count(*)::int as n from practices where title like $1', [
    `${PRACTICE_TITLE} %`,
  ]);
  if (row!.n >= count) return;
  await sql(
    `insert into practices (id, title, instructions, props)
     select gen_random_uuid(), $1 || ' ' || lpad(n::text, 4, '0'), 'Completa cada oración.', $2::jsonb
     from generate_series($3::int + 1, $4::int) as n`,
    [PRACTICE_TITLE, props, row!.n, count],
  );
}

/**
 * `perStudent` runs of each school student numbered `students[0]`..`students[1]`, one every `everyHours`
 * hours from `from`, over the bench practices, with counts that hang together and the numbers the
 * formulas give (spec part 2 §9), as the API would have stored them.
 */
export async function seedRuns(
  sql: Sql,
  from: Date,
  perStudent: number,
  everyHours: number,
  students: [number, number],
) {
  await sql(
    `with practice as (select array_agg(id order by id) as ids from practices where title like $1),
          student as (select id, substring(email from 'schoolstudent([0-9]+)@')::int as n from users
                      where role_id = $2 and email like 'schoolstudent%@charla.test'),
          counts as (
            select x, c, f, 2 * c - f + (x % 3) as total, f::float8 / c as p
            from (select x, 1 + (x % 10) as c, (x / 10) % (2 + (x % 10)) as f
                  from generate_series(0, $3::int - 1) as x) raw
          )
     insert into practice_stats (id, user_id, practice_id, total_attempts, average_attempts,
       first_try_correct_ones, completed, accuracy, probability_of_knowing, score, created_at, updated_at)
     select gen_random_uuid(), student.id, practice.ids[1 + ((student.n * 31 + x) % array_length(practice.ids, 1))],
            total, round(total::numeric / c, 1), f, c, round((100 * p)::numeric, 1), round(p::numeric, 3),
            round((10 * greatest(0, c * p + ln(greatest(0.01, p))))::numeric, 1),
            $4::timestamptz + x * $5::int * interval '1 hour', $4::timestamptz + x * $5::int * interval '1 hour'
     from counts, practice, student
     where student.n between $6 and $7`,
    [`${PRACTICE_TITLE} %`, STUDENT_ROLE_ID, perStudent, from.toISOString(), everyHours, students[0], students[1]],
  );
}

/** The student's own run of a bench practice: 9 of 10 done, one at the second try — 10 attempt events. */
export function runBody(userId: string, practiceId: string) {
  const events = EXERCISES.slice(0, 9).flatMap((exercise, i) =>
    i === 4
      ? [
          { exercise_key: exercise.sentence, correct: false, attempt: 1, elapsed_ms: 1000 * i + 400 },
          { exercise_key: exercise.sentence, correct: true, attempt: 2, elapsed_ms: 1000 * i + 900 },
        ]
      : [{ exercise_key: exercise.sentence, correct: true, attempt: 1, elapsed_ms: 1000 * i + 700 }],
  );
  const score = scorePractice({ completed: 9, total_attempts: 10, first_try_correct_ones: 8 }, undefined);
  return JSON.stringify({ user_id: userId, practice_id: practiceId, ...score, events });
}
