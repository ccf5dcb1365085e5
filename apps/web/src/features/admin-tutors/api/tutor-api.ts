// GET /tutors/{id}, POST /tutors and PATCH /tutors/{id} (spec part 2 §7): the admin's tutor form. A new
// tutor changes its user (their tutor_id), so users are asked for again too.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ItemResponse } from '@charla/domain/http';
import type { PlanLanguage } from '@charla/domain/plans';
import type { Tutor } from '@charla/domain/tutors';
import type { User } from '@charla/domain/users';
import { apiRequest, getItem } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const CONNECTION_ERROR = 'Error de conexión';
const tutorPath = (id: string) => `/tutors/${encodeURIComponent(id)}`;

export function tutorQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.tutors.detail(id),
    queryFn: ({ signal }) => getItem<Tutor>(tutorPath(id), { signal, connectionErrorMessage: CONNECTION_ERROR }),
  });
}

export function useTutor(id: string) {
  return useQuery(tutorQueryOptions(id));
}

export interface TutorValues {
  user_id: string;
  public_name: string;
  timezone: string;
  languages: PlanLanguage[];
}

export interface SaveTutorInput {
  /** Absent: a new tutor. */
  id?: string | undefined;
  values: TutorValues;
}

export async function saveTutor({ id, values }: SaveTutorInput): Promise<Tutor> {
  // The user is locked when editing (spec part 2 §5): PATCH sends only what may change.
  const body = id
    ? { public_name: values.public_name, timezone: values.timezone, languages: values.languages }
    : values;
  const response = await apiRequest<ItemResponse<Tutor>>(id ? tutorPath(id) : '/tutors', {
    method: id ? 'PATCH' : 'POST',
    body,
    connectionErrorMessage: CONNECTION_ERROR,
  });
  return response.data;
}

export function useSaveTutor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTutor,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.tutors.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.users.all }),
      ]);
    },
  });
}

/** The tutor's user, to name them on the edit screen (the tutor carries only the email). */
export function useTutorUser(userId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.users.detail(userId ?? ''),
    queryFn: ({ signal }) =>
      getItem<User>(`/users/${encodeURIComponent(userId ?? '')}`, { signal, connectionErrorMessage: CONNECTION_ERROR }),
    enabled: Boolean(userId),
  });
}
