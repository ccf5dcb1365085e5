// Practice runs as a resource: the list of the runs of the users the caller may see (DESIGN §9,
// docs/decisions/020). A run is reached through its user: the `practice_stats` permission with the
// caller's `users` grant (service.ts explains the mapping). Recording a run and the progress view are
// the module's own (routes.ts, service.ts, record.ts).
import { PracticeStat } from '@charla/domain/practices';
import type { Db } from '../../db/client';
import { practiceStats, users } from '../../db/schema';
import { defineResource } from '../../lib/resource';
import { statColumns, statList } from './columns';
import { assertUserVisible } from './service';

export function practiceStatsResource(db: Db) {
  return defineResource<PracticeStat>(db, {
    path: '/practice_stats',
    resource: 'practice_stats',
    collection: 'users',
    tag: 'practice_stats',
    table: practiceStats,
    columns: statColumns,
    reachedThrough: { column: practiceStats.user_id, table: users },
    list: statList,
    notFoundMessage: 'Registro de práctica no encontrado',
    contracts: { entity: PracticeStat },
    operations: ['list'],
    errors: { list: [404] },
    hooks: {
      // `?user_id=` of someone out of reach is a 404, not an empty list that confirms nothing.
      beforeList: (actor, query) =>
        typeof query.user_id === 'string' ? assertUserVisible(db, actor, query.user_id) : undefined,
    },
  });
}
