// GET /sessions with the spec's exact upcoming and past queries (part 1 §7), paged by scrolling:
// another page only if the last one had exactly 10 (part 1 §9). The server narrows the rows to the
// caller's own (a student's bookings, a tutor's sessions).
import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { nextSessionPage, sessionListQuery, type Session, type SessionListKind } from '@charla/domain/sessions';
import { ApiError, CONNECTION_ERROR_MESSAGE, getList } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type SessionPages = InfiniteData<Session[], number>;

/** Spec part 1 §8: lists say 'Error de conexión' on a network failure. */
export const LIST_CONNECTION_ERROR = 'Error de conexión';
export const SESSION_LIST_ERRORS: Record<SessionListKind, string> = {
  upcoming: 'Error al cargar las sesiones futuras',
  past: 'Error al cargar las sesiones pasadas',
};

export function listSessions(kind: SessionListKind, pageNumber: number, now: string): Promise<Session[]> {
  return getList<Session>(`/sessions${sessionListQuery(kind, pageNumber, now)}`, {
    connectionErrorMessage: CONNECTION_ERROR_MESSAGE,
  });
}

/** `now` (ISO) is fixed for one visit of the list, so every page uses the same boundary. */
export function sessionListQueryOptions(kind: SessionListKind, now: string) {
  return infiniteQueryOptions({
    queryKey: queryKeys.sessions.listOf(kind, now),
    queryFn: ({ pageParam }) => listSessions(kind, pageParam, now),
    initialPageParam: 1,
    getNextPageParam: (lastPage, pages) => nextSessionPage(lastPage.length, pages.length),
  });
}

export function useSessionList(kind: SessionListKind, now: string, enabled = true) {
  return useInfiniteQuery({ ...sessionListQueryOptions(kind, now), enabled });
}

/** The message a list shows for a failed load. */
export function sessionListErrorMessage(kind: SessionListKind, error: unknown): string {
  return error instanceof ApiError && error.status === 0 ? LIST_CONNECTION_ERROR : SESSION_LIST_ERRORS[kind];
}
