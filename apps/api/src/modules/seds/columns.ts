import { sql } from 'drizzle-orm';
import { accessColumnsFor } from '../../access/sql';
import { seds } from '../../db/schema';
import type { ListSpec } from '../../lib/list';

/** A SED as the API shows it: the audio by its authorised URL, never the storage key. */
export const sedColumns = {
  id: seds.id,
  user_id: seds.user_id,
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
