import type { QueryClient } from '@tanstack/react-query';
import type { Session } from '@charla/domain/sessions';
import { queryKeys } from '@/lib/query-keys';
import type { SessionPages } from './list-sessions';

/** Puts a changed session into every loaded list and its detail, without reloading anything. */
export function updateCachedSession(queryClient: QueryClient, session: Session) {
  queryClient.setQueriesData<SessionPages>({ queryKey: queryKeys.sessions.lists() }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => page.map((row) => (row.id === session.id ? { ...row, ...session } : row))),
        }
      : data,
  );
  queryClient.setQueryData(queryKeys.sessions.detail(session.id), session);
}
