// A role in people's words (issue 8): 'Estudiante', not 'student (Estudiante)'.
import { ROLE_NAMES } from '@charla/domain/ids';

const SEEDED_ROLE_LABELS: Record<string, string> = {
  [ROLE_NAMES.admin]: 'Administrador',
  [ROLE_NAMES.student]: 'Estudiante',
  [ROLE_NAMES.tutor]: 'Tutor',
  [ROLE_NAMES.content]: 'Autor de contenido',
};

/** The seeded roles by their Spanish name; a role an admin made by its description, else its name. */
export function roleLabel(role: { name: string; description?: string | null | undefined }): string {
  return SEEDED_ROLE_LABELS[role.name] ?? (role.description?.trim() || role.name.replace(/_/g, ' '));
}
