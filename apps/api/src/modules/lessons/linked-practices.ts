// A lesson's linked practices (spec part 2 §3: `linked_practices`, practice ids in order): stored as
// lesson_practices rows with positions 0..n-1, read back in that order by the lesson's projection.
import { asc, eq, inArray } from 'drizzle-orm';
import type { ValidationIssue } from '@charla/domain/http';
import { lessonPractices, practices } from '../../db/schema';
import type { Tx } from '../../db/tx';
import { AppError } from '../../lib/errors';

/**
 * Replaces the lesson's links with `ids`, in order, inside the lesson's own transaction. Every id must
 * name a practice: those rows are locked FOR SHARE so a practice can't be deleted between this check
 * and the commit (its delete checks the links under FOR UPDATE: modules/practices/resource.ts). An id
 * that is no practice is a 422 naming it, and the caller's transaction writes nothing.
 * Links left as they were are not written again.
 */
export async function saveLinkedPractices(tx: Tx, lessonId: string, given: readonly string[]): Promise<void> {
  const ids = given.map((id) => id.toLowerCase());
  const existing = ids.length
    ? await tx.select({ id: practices.id }).from(practices).where(inArray(practices.id, ids)).for('share')
    : [];
  const found = new Set(existing.map((row) => row.id));
  const issues: ValidationIssue[] = ids.flatMap((id, index) =>
    found.has(id)
      ? []
      : [{ loc: ['body', 'linked_practices', index], msg: `La práctica ${id} no existe`, type: 'reference_error' }],
  );
  if (issues.length > 0) throw new AppError(422, issues);

  const current = await tx
    .select({ id: lessonPractices.practice_id })
    .from(lessonPractices)
    .where(eq(lessonPractices.lesson_id, lessonId))
    .orderBy(asc(lessonPractices.position));
  if (current.length === ids.length && current.every((row, index) => row.id === ids[index])) return;

  await tx.delete(lessonPractices).where(eq(lessonPractices.lesson_id, lessonId));
  if (ids.length > 0) {
    await tx
      .insert(lessonPractices)
      .values(ids.map((practice_id, position) => ({ lesson_id: lessonId, practice_id, position })));
  }
}
