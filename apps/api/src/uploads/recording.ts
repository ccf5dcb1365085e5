// What every recording upload checks and how it is kept (SEDs now, lesson homework next): the part
// is there and not empty, its content is WebM with one Opus/Vorbis track (audio/probe), it is no
// longer than the route allows; then it is remuxed (so players know its length) and stored.
import { rm } from 'node:fs/promises';
import { probeWebmAudio, type AudioInfo } from '../audio/probe';
import { remuxWebm } from '../audio/remux';
import { invalid } from '../lib/errors';
import type { AudioStorage } from '../storage/storage';
import type { Upload } from './upload';

export interface RecordingRules {
  /** The form field of the file part: a 422 names it (loc ['body', field]). */
  field: string;
  maxSeconds: number;
  /** The form's text for a missing recording. */
  missingMessage: string;
}

export interface CheckedRecording extends AudioInfo {
  /** The upload's temp file, still owned by the caller. */
  path: string;
}

/** 422 (missing, too long) or 415 (not WebM/Opus) before anything is kept. */
export async function checkRecording(upload: Upload, rules: RecordingRules): Promise<CheckedRecording> {
  if (!upload.audioPath) throw invalid(['body', rules.field], rules.missingMessage);
  const audio = await probeWebmAudio(upload.audioPath, rules.field);
  if (audio.seconds > rules.maxSeconds) {
    throw invalid(['body', rules.field], `El audio dura más de ${rules.maxSeconds / 60} minutos. Graba uno más corto.`);
  }
  return { ...audio, path: upload.audioPath };
}

/** Remuxes the checked recording and stores it under `key`; the remux's temp file never stays behind. */
export async function storeRecording(storage: AudioStorage, recording: CheckedRecording, key: string): Promise<void> {
  const remuxed = storage.tempPath('.webm');
  try {
    await remuxWebm(recording.path, remuxed);
    await storage.putFile(key, remuxed);
  } finally {
    await rm(remuxed, { force: true });
  }
}
