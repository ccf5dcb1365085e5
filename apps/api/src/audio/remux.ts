// Browsers record WebM without a duration or seek index. Copying the audio track into a fresh WebM
// (no re-encoding, milliseconds of work) writes both, so players show the length and can seek.
import { AppError } from '../lib/errors';
import { run } from '../lib/run';

export async function remuxWebm(input: string, output: string): Promise<void> {
  const result = await run(
    'ffmpeg',
    ['-nostdin', '-v', 'error', '-y', '-i', input, '-map', '0:a:0', '-c', 'copy', '-f', 'webm', output],
    { timeoutMs: 60_000 },
  );
  if (result.code !== 0 || result.timedOut) {
    throw new AppError(415, 'El audio no se pudo preparar para guardarlo. Graba el audio de nuevo.');
  }
}
