// Chromium's fake microphone (DESIGN §2) for the journeys that record: it plays a WAV made here with
// espeak-ng, so the real speech pipeline has English words to transcribe. Without espeak-ng the fake
// device's own tone is recorded instead (the pipeline then finds no words, which the UI also shows).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, renameSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const FAKE_VOICE_TEXT =
  'Hello, my name is Lucia. Every morning I walk to work and I listen to podcasts in English. I like stories about travel and food.';

/** Outside Playwright's output folder (emptied when a run starts); named after the text it says. */
const FAKE_VOICE_WAV = path.join(
  tmpdir(),
  `charla-e2e-voice-${createHash('sha256').update(FAKE_VOICE_TEXT).digest('hex').slice(0, 12)}.wav`,
);

function makeFakeVoice(): string | null {
  if (existsSync(FAKE_VOICE_WAV)) return FAKE_VOICE_WAV;
  const partial = `${FAKE_VOICE_WAV}.${process.pid}.tmp`;
  try {
    execFileSync('espeak-ng', ['-v', 'en-us', '-s', '140', '-w', partial, FAKE_VOICE_TEXT], {
      stdio: 'ignore',
      timeout: 30_000,
    });
    renameSync(partial, FAKE_VOICE_WAV);
    return FAKE_VOICE_WAV;
  } catch {
    return null;
  }
}

/** Launch arguments for a Chromium whose microphone is fake and always allowed. */
export function fakeMicrophoneArgs(): string[] {
  const wav = makeFakeVoice();
  return [
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    ...(wav ? [`--use-file-for-fake-audio-capture=${wav}`] : []),
  ];
}
