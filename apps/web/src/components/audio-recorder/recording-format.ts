// What the recorder records and what it says (spec part 1 §4 states, §5 format rule, §8 microphone).
import { MAX_SED_SECONDS } from '@charla/domain/seds';

/** Spec part 1 §5: WebM with Opus, else plain WebM; nothing else (the server checks the content). */
export const RECORDING_MIME_TYPES = ['audio/webm;codecs=opus', 'audio/webm'] as const;
export type RecordingMimeType = (typeof RECORDING_MIME_TYPES)[number];

/** Spec part 1 §3: uploads carry the recording as 'grabacion.webm'. */
export const RECORDING_FILE_NAME = 'grabacion.webm';

/** 10 minutes (the SED limit) unless a caller asks for less. */
export const DEFAULT_MAX_SECONDS = MAX_SED_SECONDS;

/** Speech needs far less than the browsers' default; keeps 10 minutes well under the upload limit. */
export const RECORDING_BITS_PER_SECOND = 64_000;

export const RECORDER_MESSAGES = {
  requesting: 'Solicitando acceso al micrófono...',
  recording: 'Grabando...',
  processing: 'Procesando audio...',
  recorded: '¡Audio grabado correctamente!',
  deleted: 'Por favor grabe un audio',
  microphoneError: 'Error: No se pudo acceder al micrófono',
  unsupportedFormat: 'Error: No se encontró un formato de audio compatible.',
  emptyRecording: 'Error: La grabación quedó vacía. Inténtalo de nuevo.',
} as const;

/** The first supported type of RECORDING_MIME_TYPES, or null (also when there is no MediaRecorder). */
export function pickRecordingMimeType(
  isTypeSupported: ((type: string) => boolean) | undefined,
): RecordingMimeType | null {
  if (!isTypeSupported) return null;
  return RECORDING_MIME_TYPES.find((type) => isTypeSupported(type)) ?? null;
}

/** Seconds as 'm:ss' (the recording counter). */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The cap in words: '10 minutos', '1 minuto', '90 segundos'. */
export function formatLimit(maxSeconds: number): string {
  if (maxSeconds % 60 === 0) {
    const minutes = maxSeconds / 60;
    return `${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}`;
  }
  return `${maxSeconds} segundos`;
}

export function capReachedMessage(maxSeconds: number): string {
  return `La grabación se detuvo al llegar al límite de ${formatLimit(maxSeconds)}.`;
}
