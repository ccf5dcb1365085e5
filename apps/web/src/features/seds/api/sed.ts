// A SED as the API shows it (GET /api/seds, /api/seds/{id}; DESIGN §3, §8). Its query keys are
// queryKeys.seds (lib/query-keys.ts).
import type { SedStatus } from '@charla/domain/seds';

export interface Sed {
  id: string;
  user_id: string;
  /** The owner's name: the list names the student of each row to an admin or tutor. */
  user_name: string;
  video_url: string;
  /** '/api/seds/{id}/audio': behind the bearer header, so fetched as a Blob. */
  audio_url: string;
  audio_seconds: number | null;
  status: SedStatus;
  /** One line per recognised segment ('Tu video dice'); null until processed. */
  transcription: string | null;
  total_words: number | null;
  /** Multi-line analysis ('Tus palabras fueron'); null until processed. */
  feedback: string | null;
  created_at: string;
  updated_at: string;
}

/** Waiting for, or in, transcription: the UI shows it as processing and keeps polling. */
export function isSedProcessing(status: SedStatus): boolean {
  return status === 'pendiente' || status === 'procesando';
}
