// A SED as the API shows it (GET /api/seds, /api/seds/{id}; DESIGN §3, §8).
import { z } from 'zod';
import { Timestamp } from '../http/index';
import { SED_STATUSES } from './url';

export const Sed = z.object({
  id: z.string(),
  user_id: z.string(),
  /** The owner's name, so an admin's or tutor's list says whose each SED is (issue 8). */
  user_name: z.string(),
  video_url: z.string(),
  /** '/api/seds/{id}/audio': behind the bearer header, so fetched as a Blob. */
  audio_url: z.string(),
  audio_seconds: z.number().nullable(),
  status: z.enum(SED_STATUSES),
  /** One line per recognised segment ('Tu video dice'); null until processed. */
  transcription: z.string().nullable(),
  total_words: z.int().nullable(),
  /** Multi-line analysis ('Tus palabras fueron'); null until processed. */
  feedback: z.string().nullable(),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type Sed = z.infer<typeof Sed>;
