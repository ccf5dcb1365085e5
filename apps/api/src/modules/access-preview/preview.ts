// "Ver como…" (issue 11): for one user, with their saved role and view or an unsaved draft of either,
// what each collection lets them do and which rows an unpaged list reaches. Computed with the request
// path's own pieces: the actor loader (the user's fields and policy as a request reads them), the
// decision (access/guard grantOf → domain decide) and the row condition of lib/crud (reachCondition →
// access/sql compileGrants, derived fields included). Only SELECTs, inside a READ ONLY transaction,
// and only ids, one label per row in people's words and, for rows named by a moment, that moment come back.
import { asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { PgTable, AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  COLLECTIONS,
  OPERATIONS,
  PREVIEW_SAMPLE_SIZE,
  Views,
  type AccessPreview,
  type AccessPreviewInput,
  type Action,
  type Collection,
  type CollectionPreview,
  type Operation,
  type Policy,
  type Resource,
} from '@charla/domain/access';
import { SESSION_TYPE_LABELS, type SessionType } from '@charla/domain/booking';
import { roleLabel } from '@charla/domain/roles';
import { SED_STATUS_LABELS, type SedStatus } from '@charla/domain/seds';
import type { Actor, ActorLoader } from '../../access/actor';
import { grantOf } from '../../access/guard';
import { accessColumnsFor, type ColumnMap } from '../../access/sql';
import type { Db } from '../../db/client';
import {
  assignments,
  lessonSubmissions,
  lessons,
  plans,
  practices,
  roles,
  seds,
  sessions,
  tutors,
  userViews,
  users,
} from '../../db/schema';
import type { Queryable } from '../../db/tx';
import { reachCondition } from '../../lib/crud-caller';
import { invalid, notFound } from '../../lib/errors';

type Table = PgTable & { id: AnyPgColumn };

export interface PreviewSource {
  /** The permission resource the collection's routes check. */
  resource: Resource;
  table: Table;
  /** The view's filterable fields, as lib/resource maps them for the collection's routes. */
  accessColumns: ColumnMap;
  /** What names a row in the preview (never another field). */
  label: SQL;
  /** The label's stored value (a state, a type) in people's words. */
  words?: (stored: string) => string;
  /** When the row happened, for rows named by a moment; the screen shows it in the display zone. */
  at?: AnyPgColumn;
}

const source = (
  collection: Collection,
  resource: Resource,
  table: Table,
  label: SQL,
  named: Pick<PreviewSource, 'words' | 'at'> = {},
): PreviewSource => ({ resource, table, accessColumns: accessColumnsFor(collection, table), label, ...named });

const wordsFrom =
  <K extends string>(labels: Record<K, string>) =>
  (stored: string) =>
    Object.prototype.hasOwnProperty.call(labels, stored) ? labels[stored as K] : stored;

/** Every collection of the views, with the table and columns its routes read (lib/resource's defaults). */
export const PREVIEW_SOURCES: Record<Collection, PreviewSource> = {
  users: source('users', 'users', users, sql`${users.name}`),
  plans: source('plans', 'plans', plans, sql`${plans.name}`),
  roles: source('roles', 'roles', roles, sql`${roles.name}`, { words: (name) => roleLabel({ name }) }),
  tutors: source('tutors', 'tutors', tutors, sql`${tutors.public_name}`),
  user_views: source('user_views', 'user_views', userViews, sql`${userViews.name}`),
  seds: source('seds', 'seds', seds, sql`${seds.status}`, {
    words: (status) => `SED ${wordsFrom<SedStatus>(SED_STATUS_LABELS)(status).toLowerCase()}`,
    at: seds.created_at,
  }),
  sessions: source('sessions', 'sessions', sessions, sql`${sessions.type}`, {
    words: (type) => `Sesión de ${wordsFrom<SessionType>(SESSION_TYPE_LABELS)(type)}`,
    at: sessions.meeting_time,
  }),
  practices: source('practices', 'practices', practices, sql`${practices.title}`),
  assignments: source(
    'assignments',
    'assignments',
    assignments,
    sql`coalesce((select preview_l.title from lessons preview_l where preview_l.id = ${sql.identifier('assignments')}.${sql.identifier('lesson_id')}), '')`,
  ),
  lessons: source('lessons', 'lessons', lessons, sql`${lessons.title}`),
  // Homework follows its assignment (DESIGN §5, decision 019): the permission is `assignments`.
  lesson_submissions: source('lesson_submissions', 'assignments', lessonSubmissions, sql`'Entrega'`, {
    at: lessonSubmissions.created_at,
  }),
};

/**
 * The permission action a route of the collection checks for each view operation (lib/routing
 * accessTo). Homework is uploaded and read with `assignments: read` (modules/assignments/routes).
 */
export function actionFor(collection: Collection, operation: Operation): Action {
  if (collection === 'lesson_submissions' && (operation === 'create' || operation === 'list' || operation === 'read'))
    return 'read';
  switch (operation) {
    case 'list':
    case 'read':
      return 'read';
    case 'create':
      return 'create';
    case 'update':
      return 'patch';
    case 'delete':
      return 'delete';
  }
}

const VIEW_NOT_FOUND = 'La vista de usuario no existe';

/** Stored views that no longer parse deny (as access/actor toPolicy does). */
function parsedViews(stored: unknown): Policy['views'] {
  const parsed = Views.safeParse(stored);
  return parsed.success ? parsed.data : {};
}

async function draftPolicy(q: Queryable, actor: Actor, input: AccessPreviewInput): Promise<Policy> {
  const permissions = input.role ? input.role.permissions : actor.policy.permissions;
  if (input.view) return { permissions, views: input.view.views as Policy['views'] };
  if (!input.role) return actor.policy;
  const viewId = input.role.user_view_id ?? null;
  if (viewId === null) return { permissions, views: null };
  const [view] = await q.select({ views: userViews.views }).from(userViews).where(eq(userViews.id, viewId));
  if (!view) throw invalid(['body', 'role', 'user_view_id'], VIEW_NOT_FOUND);
  return { permissions, views: parsedViews(view.views) };
}

async function previewCollection(q: Queryable, actor: Actor, collection: Collection): Promise<CollectionPreview> {
  const src = PREVIEW_SOURCES[collection];
  const operations = OPERATIONS.filter((operation) =>
    grantOf(actor, src.resource, actionFor(collection, operation), collection, operation),
  );
  const list = grantOf(actor, src.resource, actionFor(collection, 'list'), collection, 'list');
  if (!list) return { collection, allowed: operations.length > 0, operations, filtered: false, count: null, rows: [] };
  const condition = reachCondition({ collection, accessColumns: src.accessColumns }, list.filters, actor);
  const [total] = await q.select({ n: count() }).from(src.table).where(condition);
  const label = sql<string>`coalesce(${src.label}, '')`;
  const at = src.at ?? sql<null>`null`;
  const rows = await q
    .select({ id: src.table.id, label, at })
    .from(src.table)
    .where(condition)
    .orderBy(...(src.at ? [asc(src.at)] : []), asc(label), asc(src.table.id))
    .limit(PREVIEW_SAMPLE_SIZE);
  return {
    collection,
    allowed: true,
    operations,
    filtered: list.filters !== null,
    count: Number(total?.n ?? 0),
    rows: rows.map((row) => ({
      id: String(row.id),
      label: src.words ? src.words(String(row.label)) : String(row.label),
      at: row.at instanceof Date ? row.at.toISOString() : null,
    })),
  };
}

export function createAccessPreview(db: Db, actors: ActorLoader) {
  return async function preview(input: AccessPreviewInput): Promise<AccessPreview> {
    const saved = await actors.load(input.user_id);
    if (!saved) throw notFound('Usuario no encontrado');
    return db.transaction(
      async (tx) => {
        const draft = Boolean(input.role || input.view);
        const actor: Actor = draft ? { ...saved, policy: await draftPolicy(tx, saved, input) } : saved;
        const collections: CollectionPreview[] = [];
        for (const collection of COLLECTIONS) collections.push(await previewCollection(tx, actor, collection));
        return {
          user: { id: saved.id, name: String(saved.user.name ?? ''), email: String(saved.user.email ?? '') },
          role: saved.role,
          draft,
          collections,
        };
      },
      { accessMode: 'read only' },
    );
  };
}
