import type { QueryClient } from '@tanstack/react-query';
import type { Session } from '@charla/domain/sessions';
import { sessionKeys, type SessionPages } from './list-sessions';

/** Puts a changed session into every loaded list and its detail, without reloading anything. */
export function updateCachedSession(queryClient: QueryClient, session: Session) {
  queryClient.setQueriesData<SessionPages>({ queryKey: sessionKeys.lists() }, (data) =>
    data
      ? { ...data, pages: data.pages.map((page) => page.map((row) => (row.id === session.id ? { ...row, ...session } : row))) }
      : data,
  );
  queryClient.setQueryData(sessionKeys.detail(session.id), session);
}
