import { LoaderCircle } from 'lucide-react';
import { useSedAudio } from '../api/get-sed-audio';
import type { Sed } from '../api/sed';

export const AUDIO_LOAD_ERROR = 'No se pudo cargar el audio de este SED.';

/** The SED's recording, fetched with the bearer header and played from a Blob URL. */
export function SedAudioPlayer({ sed }: { sed: Pick<Sed, 'id' | 'audio_url'> }) {
  const audio = useSedAudio(sed);
  if (audio.isError) return <p className="text-sm text-red-700">{AUDIO_LOAD_ERROR}</p>;
  if (!audio.url) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
        Cargando audio...
      </p>
    );
  }
  return (
    <audio controls src={audio.url} preload="metadata" aria-label="Grabación del SED" className="w-full">
      Tu navegador no puede reproducir el audio.
    </audio>
  );
}
