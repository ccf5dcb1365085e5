// Sessions as a resource: the list (upcoming, past, a tutor's, an admin's) and one session, under the
// caller's grant. Booking, rescheduling, feedback and cancelling are the module's own (routes.ts, service.ts).
import { Session } from '@charla/domain/sessions';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';
import { defineResource } from '../../lib/resource';
import { sessionAccessColumns, sessionColumns, sessionFrom, sessionList } from './columns';

export const SESSION_NOT_FOUND = 'Sesión no encontrada';

export function sessionResource(db: Db) {
  return defineResource<Session>(db, {
    path: '/sessions',
    resource: 'sessions',
    collection: 'sessions',
    table: sessions,
    columns: sessionColumns,
    from: (q, columns) => sessionFrom(q, columns) as never,
    accessColumns: sessionAccessColumns,
    list: sessionList,
    notFoundMessage: SESSION_NOT_FOUND,
    contracts: { entity: Session },
    operations: ['list', 'read'],
  });
}
