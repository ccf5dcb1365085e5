// A SED as the API shows it: the domain's contract (GET /api/seds, /api/seds/{id}; DESIGN §3, §8). Its
// query keys are queryKeys.seds (lib/query-keys.ts).
import type { SedStatus } from '@charla/domain/seds';

export type { Sed } from '@charla/domain/seds';

/** Waiting for, or in, transcription: the UI shows it as processing and keeps polling. */
export function isSedProcessing(status: SedStatus): boolean {
  return status === 'pendiente' || status === 'procesando';
}
