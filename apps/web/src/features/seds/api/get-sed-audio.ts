// GET /seds/{id}/audio: the recording needs the bearer header, so components/audio-player.tsx fetches
// it through the API client into a Blob and plays it from an object URL.
import { apiPathOf } from '@/components/audio-player';
import { API_BASE } from '@/lib/api-client';
import type { Sed } from './sed';

/** The API path of a SED's audio, relative to the client's base ('/api/seds/x/audio' → '/seds/x/audio'). */
export function sedAudioPath(sed: Pick<Sed, 'id' | 'audio_url'>): string {
  return apiPathOf(sed.audio_url || `${API_BASE}/seds/${encodeURIComponent(sed.id)}/audio`);
}
