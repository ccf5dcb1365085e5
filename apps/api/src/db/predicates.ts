// SQL conditions more than one module writes the same way, kept beside the schema whose indexes
// they must match.
import { sql } from 'drizzle-orm';
import { sessions } from './schema';

/**
 * Sessions that hold their time. Written as a literal, never a parameter: it is the predicate of the
 * partial index sessions_tutor_slot_uidx, which the planner can only use (index-only, for a tutor's
 * booked times) when it sees the same text — also in a prepared statement's generic plan. Used by
 * booking (sessions) and blocked slots (tutors).
 */
export const notCancelled = sql`${sessions.estado} <> 'cancelada'`;
