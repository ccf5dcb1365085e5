import { sql } from 'drizzle-orm';
import { accessColumnsFor } from '../../access/sql';
import { seds, users } from '../../db/schema';
import type { ListSpec } from '../../lib/list';

/**
 * A SED as the API shows it: the audio by its authorised URL, never the storage key, and the name of
 * the student it belongs to (`user_name`), so an admin's or tutor's list says whose each row is. The
 * name is a scalar subquery on the users key rather than a join, so every select of these columns
 * (list, detail, the created row) reads it without a FROM of its own (docs/decisions/018).
 */
export const sedColumns = {
  id: seds.id,
  user_id: seds.user_id,
  user_name: sql<string>`(select ${users.name} from ${users} where ${users.id} = ${seds.user_id})`.as('user_name'),
  video_url: seds.video_url,
  audio_url: sql<string>`'/api/seds/' || ${seds.id} || '/audio'`.as('audio_url'),
  audio_seconds: seds.audio_seconds,
  status: seds.status,
  transcription: seds.transcription,
  total_words: seds.total_words,
  feedback: seds.feedback,
  created_at: seds.created_at,
  updated_at: seds.updated_at,
};

export const sedAccessColumns = accessColumnsFor('seds', seds);

export const sedList: ListSpec = {
  sortable: { created_at: seds.created_at, id: seds.id },
  defaultSort: { by: 'created_at', order: -1 },
  equality: {
    user_id: { column: seds.user_id, kind: 'uuid' },
    status: { column: seds.status, kind: 'text' },
  },
  ranges: { created_at: seds.created_at },
  tiebreak: seds.id,
};
