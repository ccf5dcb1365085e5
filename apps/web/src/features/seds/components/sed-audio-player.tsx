import { AudioPlayer } from '@/components/audio-player';
import { queryKeys } from '@/lib/query-keys';
import { sedAudioPath } from '../api/get-sed-audio';
import type { Sed } from '../api/sed';

export const AUDIO_LOAD_ERROR = 'No se pudo cargar el audio de este SED.';

/** The SED's recording, fetched with the bearer header and played from a Blob URL. */
export function SedAudioPlayer({ sed }: { sed: Pick<Sed, 'id' | 'audio_url'> }) {
  return (
    <AudioPlayer
      queryKey={queryKeys.seds.audio(sed.id)}
      path={sedAudioPath(sed)}
      label="Grabación del SED"
      errorText={AUDIO_LOAD_ERROR}
    />
  );
}
