// GET /seds/{id}/audio: the recording needs the bearer header, so it is fetched through the API
// client into a Blob and played from an object URL (revoked when no longer shown).
import { useEffect, useState } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_BASE, getBlob } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { Sed } from './sed';

/** The API path of a SED's audio, relative to the client's base ('/api/seds/x/audio' → '/seds/x/audio'). */
export function sedAudioPath(sed: Pick<Sed, 'id' | 'audio_url'>): string {
  const url = sed.audio_url || `${API_BASE}/seds/${encodeURIComponent(sed.id)}/audio`;
  return url.startsWith(`${API_BASE}/`) ? url.slice(API_BASE.length) : url;
}

export function sedAudioQueryOptions(sed: Pick<Sed, 'id' | 'audio_url'>) {
  return queryOptions({
    queryKey: queryKeys.seds.audio(sed.id),
    queryFn: ({ signal }) => getBlob(sedAudioPath(sed), { signal }),
    // The recording never changes; keep only while the screen shows it.
    staleTime: Infinity,
    gcTime: 0,
  });
}

/** The recording as a playable object URL (null while loading or on error). */
export function useSedAudio(sed: Pick<Sed, 'id' | 'audio_url'>) {
  const query = useQuery(sedAudioQueryOptions(sed));
  const blob = query.data;
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return;
    const objectUrl = URL.createObjectURL(blob);
    setUrl(objectUrl);
    return () => {
      URL.revokeObjectURL(objectUrl);
      setUrl(null);
    };
  }, [blob]);
  return { url, isLoading: query.isPending, isError: query.isError };
}
