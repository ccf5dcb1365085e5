// Offline recognition with the Debian packages pocketsphinx + pocketsphinx-en-us, run as a child
// process with a time limit. pocketsphinx_continuous prints one hypothesis per utterance.
import { existsSync } from 'node:fs';
import { run } from '../lib/run';
import type { SpeechEngine } from './engine';

export const POCKETSPHINX_BIN = '/usr/bin/pocketsphinx_continuous';
const MODEL_DIR = '/usr/share/pocketsphinx/model/en-us';

export function isPocketsphinxInstalled(): boolean {
  return existsSync(POCKETSPHINX_BIN) && existsSync(`${MODEL_DIR}/en-us`);
}

export function createPocketsphinx(): SpeechEngine {
  return {
    name: 'pocketsphinx',
    async transcribe(wavPath, seconds) {
      const result = await run(
        POCKETSPHINX_BIN,
        [
          '-infile',
          wavPath,
          '-hmm',
          `${MODEL_DIR}/en-us`,
          '-lm',
          `${MODEL_DIR}/en-us.lm.bin`,
          '-dict',
          `${MODEL_DIR}/cmudict-en-us.dict`,
          '-logfn',
          '/dev/null',
        ],
        { timeoutMs: Math.max(30_000, seconds * 4000) },
      );
      if (result.timedOut) throw new Error('pocketsphinx tardó demasiado');
      if (result.code !== 0)
        throw new Error(`pocketsphinx falló (código ${result.code}): ${result.stderr.slice(0, 300)}`);
      const segments = result.stdout
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean);
      return { segments };
    },
  };
}
