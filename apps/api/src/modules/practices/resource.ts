// Practices: the catalogue of interactive exercises (spec part 2 §2–§5, DESIGN §9). Content authors
// write them; every role with practices:read opens them. `props` is checked per practice type by the
// domain contract; a practice still linked to a lesson can't be deleted. A caller with a plan gets the
// practices in their plan's language first (issue 48).
import { asc, eq, sql } from 'drizzle-orm';
import { Practice, PracticeInput, PracticePatchInput } from '@charla/domain/practices';
import type { Db } from '../../db/client';
import { lessonPractices, lessons, plans, practices } from '../../db/schema';
import type { Tx } from '../../db/tx';
import { conflict } from '../../lib/errors';
import type { ListSpec } from '../../lib/list';
import { defineResource } from '../../lib/resource';

export const practiceColumns = {
  id: practices.id,
  title: practices.title,
  instructions: practices.instructions,
  props: practices.props,
  language: practices.language,
  created_at: practices.created_at,
  updated_at: practices.updated_at,
};

export const practiceList: ListSpec = {
  sortable: { title: practices.title, created_at: practices.created_at, id: practices.id },
  defaultSort: { by: 'created_at', order: -1 },
  search: [practices.title],
  tiebreak: practices.id,
  // The plan read in the statement itself: a plan's language changed is followed on the next request.
  preferred: (actor) =>
    actor.user.plan_id
      ? sql`${practices.language} = (select ${plans.language} from ${plans} where ${plans.id} = ${actor.user.plan_id})`
      : undefined,
};

/** How many lesson titles the refusal names before it says how many more there are. */
const NAMED_LESSONS = 5;

export function linkedPracticeMessage(titles: string[], total: number): string {
  const more = total > titles.length ? ` y ${total - titles.length} más` : '';
  return `No se puede eliminar la práctica porque está enlazada a las lecciones: ${titles.join(', ')}${more}`;
}

/**
 * Refuses to delete a practice that a lesson links (409 naming the lessons). The FK
 * lesson_practices.practice_id cascades, so this check is what keeps a lesson's links; it must not
 * miss a link being saved at the same moment. It runs with the practice row locked FOR UPDATE (the
 * resource's delete takes that lock before this hook), and a lesson save takes FOR SHARE on every
 * practice it links (and the FK check on its insert FOR KEY SHARE); both conflict with FOR UPDATE. So
 * either the link commits first — the delete waits for it, and this query, a new statement under
 * READ COMMITTED, sees it — or the delete commits first and the lesson save finds no practice (422).
 */
async function refuseWhenLinked(tx: Tx, current: Record<string, unknown>): Promise<void> {
  const linked = await tx
    .select({ title: lessons.title, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(lessonPractices)
    .innerJoin(lessons, eq(lessons.id, lessonPractices.lesson_id))
    .where(eq(lessonPractices.practice_id, current.id as string))
    .orderBy(asc(lessons.title), asc(lessons.id))
    .limit(NAMED_LESSONS);
  if (linked.length > 0) {
    throw conflict(
      linkedPracticeMessage(
        linked.map((row) => row.title),
        linked[0]!.total,
      ),
    );
  }
}

export function practiceResource(db: Db) {
  return defineResource<Practice, PracticeInput, PracticePatchInput>(db, {
    path: '/practices',
    resource: 'practices',
    collection: 'practices',
    table: practices,
    columns: practiceColumns,
    list: practiceList,
    notFoundMessage: 'Práctica no encontrada',
    contracts: { entity: Practice, create: PracticeInput, update: PracticeInput, patch: PracticePatchInput },
    updateMethods: ['put', 'patch'],
    hooks: { beforeDelete: refuseWhenLinked },
  });
}
