// PATCH /tutors/{id} {availability} (spec part 2 §7): the schedule save, normalised (sorted slots,
// days without slots dropped).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { normalizeAvailability, type Availability } from '@charla/domain/availability';
import type { Tutor } from '@charla/domain/tutors';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { tutorsQueryOptions } from '@/lib/tutors';

/** Spec part 2 §8. */
export const SCHEDULE_MESSAGES = {
  saved: 'Horario guardado exitosamente',
  added: 'Horario agregado',
  saveError: 'Error al guardar el horario',
  unknownTutor: 'No se pudo identificar el tutor',
  loadError: 'Error al cargar los tutores',
  connectionError: 'Error de conexión',
  noTutors: 'No hay tutores disponibles',
  firstSlot: 'Agregar primer horario',
} as const;

export async function saveAvailability({
  tutorId,
  availability,
}: {
  tutorId: string;
  availability: Availability;
}): Promise<Tutor> {
  const response = await apiRequest<{ data: Tutor }>(`/tutors/${encodeURIComponent(tutorId)}`, {
    method: 'PATCH',
    body: { availability: normalizeAvailability(availability) },
    fallbackMessage: SCHEDULE_MESSAGES.saveError,
    connectionErrorMessage: SCHEDULE_MESSAGES.connectionError,
  });
  return response.data;
}

export function useSaveAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAvailability,
    onSuccess: (saved) => {
      queryClient.setQueryData<Tutor[]>(tutorsQueryOptions().queryKey, (tutors) =>
        tutors?.map((tutor) => (tutor.id === saved.id ? { ...tutor, ...saved } : tutor)),
      );
      // Everything derived from tutors (profile, booking times) reads the new availability.
      void queryClient.invalidateQueries({ queryKey: queryKeys.tutors.all });
    },
  });
}
