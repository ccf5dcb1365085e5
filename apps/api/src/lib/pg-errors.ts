// Database errors a client can provoke, turned into answers that say what to fix. Everything else
// stays an internal error.
import { MESSAGES } from '@charla/domain/http';
import { ASSIGNMENT_MESSAGES } from '@charla/domain/assignments';
import { DUPLICATE_EMAIL_MESSAGE } from '@charla/domain/auth';
import { AppError } from './errors';

interface PgErrorLike {
  code?: string;
  detail?: string;
  constraint?: string;
  column?: string;
}

/** The driver error inside drizzle's wrapper (if any). */
export function findPgError(error: unknown): PgErrorLike | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const candidate = current as PgErrorLike & { cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate;
    current = candidate.cause;
  }
  return undefined;
}

/** Unique constraints a client can run into, by name. */
const UNIQUE_MESSAGES: Record<string, string> = {
  users_email_lower_idx: DUPLICATE_EMAIL_MESSAGE,
  roles_name_unique: 'Ya existe un rol con ese nombre',
  user_views_name_unique: 'Ya existe una vista con ese nombre',
  tutors_user_id_unique: 'Ese usuario ya tiene un perfil de tutor',
  sessions_tutor_slot_uidx: 'Ese horario ya no está disponible. Elige otra hora.',
};

/** Rows that others still point to, by the foreign key that refuses the delete. */
const IN_USE_MESSAGES: Record<string, string> = {
  users_role_id_roles_id_fk: 'El rol está asignado a usuarios y no se puede eliminar',
  users_plan_id_plans_id_fk: 'El plan está asignado a usuarios y no se puede eliminar',
  roles_user_view_id_user_views_id_fk: 'La vista está asignada a un rol y no se puede eliminar',
  sessions_tutor_id_tutors_id_fk: 'El tutor tiene sesiones registradas y no se puede eliminar',
  assignments_lesson_id_lessons_id_fk: ASSIGNMENT_MESSAGES.lessonInUse,
};

const REFERENCE_NAMES: Record<string, string> = {
  role_id: 'El rol no existe',
  plan_id: 'El plan no existe',
  tutor_id: 'El tutor no existe',
  user_id: 'El usuario no existe',
  user_view_id: 'La vista no existe',
  current_lesson_id: 'La lección no existe',
  lesson_id: 'La lección no existe',
  practice_id: 'La práctica no existe',
  assignment_id: 'La asignación no existe',
};

export function translatePgError(error: unknown): AppError | undefined {
  const pgError = findPgError(error);
  if (!pgError) return undefined;
  const detail = pgError.detail ?? '';
  switch (pgError.code) {
    case '23505':
      return new AppError(409, UNIQUE_MESSAGES[pgError.constraint ?? ''] ?? MESSAGES.conflict);
    // ON DELETE RESTRICT: PostgreSQL 18 (PGlite) says restrict_violation "is referenced from table";
    // earlier servers say foreign_key_violation "is still referenced".
    case '23001':
      return new AppError(409, IN_USE_MESSAGES[pgError.constraint ?? ''] ?? MESSAGES.inUse);
    case '23503': {
      if (detail.includes('is still referenced') || detail.includes('is referenced from')) {
        return new AppError(409, IN_USE_MESSAGES[pgError.constraint ?? ''] ?? MESSAGES.inUse);
      }
      const column = /Key \((\w+)\)/.exec(detail)?.[1] ?? 'id';
      return new AppError(422, [
        { loc: ['body', column], msg: REFERENCE_NAMES[column] ?? 'La referencia no existe', type: 'reference_error' },
      ]);
    }
    case '23514':
    case '23502':
    case '22P02':
    case '22003':
    case '22007':
    case '22008':
    case '22001':
    case '54000':
    // NUL characters: text refuses them (22021), jsonb refuses their \u0000 escape (22P05).
    case '22021':
    case '22P05':
      return new AppError(422, [{ loc: ['body'], msg: 'Valor no válido', type: 'value_error' }]);
    case '40001':
    case '40P01':
      return new AppError(409, 'La operación chocó con otra al mismo tiempo. Inténtalo de nuevo.');
    default:
      return undefined;
  }
}
