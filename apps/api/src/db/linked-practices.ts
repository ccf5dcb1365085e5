// A lesson's linked practices as a projection column, for every read that shows a lesson: the lessons'
// own (modules/lessons) and an assignment's lesson (modules/assignments).
import { sql } from 'drizzle-orm';
import { lessonPractices } from './schema';

/**
 * The lesson's practice ids in link order, as a projection column. The lesson's id is qualified by
 * hand: drizzle leaves columns unqualified in single-table statements, and inside this subquery an
 * unqualified name would bind to the inner table (see access/derived.ts).
 */
export const linkedPracticeIds = sql<
  string[]
>`array(select lp.practice_id::text from ${lessonPractices} lp where lp.lesson_id = ${sql.identifier('lessons')}.${sql.identifier('id')} order by lp.position, lp.practice_id)`;
