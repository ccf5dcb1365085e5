// Decodes any accepted recording to what speech engines want: 16 kHz, mono, 16-bit PCM WAV.
import { AppError } from '../lib/errors';
import { run } from '../lib/run';

export async function decodeToWav16k(input: string, output: string, timeoutMs = 120_000): Promise<void> {
  const result = await run(
    'ffmpeg',
    [
      '-nostdin',
      '-v',
      'error',
      '-y',
      '-i',
      input,
      '-ac',
      '1',
      '-ar',
      '16000',
      '-c:a',
      'pcm_s16le',
      '-f',
      'wav',
      output,
    ],
    { timeoutMs },
  );
  if (result.timedOut) throw new AppError(500, 'ffmpeg tardó demasiado en decodificar el audio');
  if (result.code !== 0)
    throw new AppError(500, `ffmpeg no pudo decodificar el audio: ${result.stderr.trim().slice(0, 300)}`);
}
