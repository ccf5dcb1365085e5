// SEDs as a resource: the list and one SED, under the caller's grant. The upload and the recording's
// playback are the module's own (routes.ts, service.ts).
import { Sed } from '@charla/domain/seds';
import type { Db } from '../../db/client';
import { seds } from '../../db/schema';
import { defineResource } from '../../lib/resource';
import { sedAccessColumns, sedColumns, sedList } from './columns';

export const SED_NOT_FOUND = 'SED no encontrado';

export function sedResource(db: Db) {
  return defineResource<Sed>(db, {
    path: '/seds',
    resource: 'seds',
    collection: 'seds',
    table: seds,
    columns: sedColumns,
    accessColumns: sedAccessColumns,
    list: sedList,
    notFoundMessage: SED_NOT_FOUND,
    contracts: { entity: Sed },
    operations: ['list', 'read'],
  });
}
