// A recording the API serves behind the bearer header (a SED's audio, a homework submission): fetched
// through the API client into a Blob and played from an object URL, revoked when no longer shown. A
// control outside the player may play it from a given second (a reading's word, issue 49): useAudioSeek.
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { queryOptions, useQuery, type QueryKey } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { API_BASE, getBlob } from '@/lib/api-client';

/** A URL the API gave ('/api/seds/x/audio') as a path for the API client ('/seds/x/audio'). */
export function apiPathOf(url: string): string {
  return url.startsWith(`${API_BASE}/`) ? url.slice(API_BASE.length) : url;
}

export function audioQueryOptions(queryKey: QueryKey, path: string) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => getBlob(path, { signal }),
    // A recording never changes; keep it only while a screen shows it.
    staleTime: Infinity,
    gcTime: 0,
  });
}

/** The recording as a playable object URL (null while loading or on error). */
export function useAudioUrl(queryKey: QueryKey, path: string) {
  const query = useQuery(audioQueryOptions(queryKey, path));
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

/** A way to play a player's recording from a given second, for controls outside it. */
export function useAudioSeek() {
  const audioRef = useRef<HTMLAudioElement>(null);
  const seekTo = useCallback((seconds: number) => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.currentTime = seconds;
    // A refused play (no user gesture, the source gone) leaves the player where it is, at that second.
    void audio.play().catch(() => undefined);
  }, []);
  return { audioRef, seekTo };
}

interface AudioPlayerProps {
  /** The recording's cache entry (queryKeys.<resource>.audio(id)). */
  queryKey: QueryKey;
  /** Its API path, relative to the client's base ('/seds/x/audio'). */
  path: string;
  /** The player's accessible name, e.g. 'Grabación del SED'. */
  label: string;
  /** What to say when it can't be loaded. */
  errorText: string;
  /** The <audio> element, for useAudioSeek. */
  audioRef?: RefObject<HTMLAudioElement | null>;
}

export function AudioPlayer({ queryKey, path, label, errorText, audioRef }: AudioPlayerProps) {
  const audio = useAudioUrl(queryKey, path);
  if (audio.isError) return <p className="text-sm text-red-700">{errorText}</p>;
  if (!audio.url) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
        Cargando audio...
      </p>
    );
  }
  return (
    <audio ref={audioRef} controls src={audio.url} preload="metadata" aria-label={label} className="w-full">
      Tu navegador no puede reproducir el audio.
    </audio>
  );
}
