// Offline recognition with the Debian packages pocketsphinx + pocketsphinx-en-us, run as a child
// process with a time limit. pocketsphinx_continuous prints one hypothesis per utterance; with
// `-time yes` each word follows on its own line with its start and end in seconds.
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { READING_MESSAGES, type HeardWord } from '@charla/domain/reading';
import { run } from '../lib/run';
import type { SpeechEngine } from './engine';
import { passageLanguageModel } from './passage-model';
import { pronunciations } from './pronounce';

export const POCKETSPHINX_BIN = '/usr/bin/pocketsphinx_continuous';
const MODEL_DIR = '/usr/share/pocketsphinx/model/en-us';
/** How much the passage's model weighs against the sounds: more than the default 6.5 keeps to the text. */
const PASSAGE_LANGUAGE_WEIGHT = '10';

export function isPocketsphinxInstalled(): boolean {
  return existsSync(POCKETSPHINX_BIN) && existsSync(`${MODEL_DIR}/en-us`);
}

async function recognise(wavPath: string, seconds: number, options: string[]): Promise<string> {
  const result = await run(
    POCKETSPHINX_BIN,
    ['-infile', wavPath, '-hmm', `${MODEL_DIR}/en-us`, '-logfn', '/dev/null', ...options],
    { timeoutMs: Math.max(30_000, seconds * 4000) },
  );
  if (result.timedOut) throw new Error('pocketsphinx tardó demasiado');
  if (result.code !== 0) throw new Error(`pocketsphinx falló (código ${result.code}): ${result.stderr.slice(0, 300)}`);
  return result.stdout;
}

/** The word lines of `-time yes` output: `word start end confidence`, fillers and silences left out. */
export function timedWords(output: string): HeardWord[] {
  const words: HeardWord[] = [];
  for (const line of output.split('\n')) {
    const parts = line.trim().split(/\s+/);
    if (parts.length !== 4 || !/^\d/.test(parts[1]!) || !/^\d/.test(parts[2]!)) continue;
    const text = parts[0]!.replace(/\(\d+\)$/, '');
    if (/^(<.*>|\[.*\]|\(.*\))$/.test(text)) continue;
    words.push({ text, start: Number(parts[1]), end: Number(parts[2]) });
  }
  return words;
}

export function createPocketsphinx(): SpeechEngine {
  return {
    name: 'pocketsphinx',
    async transcribe(wavPath, seconds) {
      const stdout = await recognise(wavPath, seconds, [
        '-lm',
        `${MODEL_DIR}/en-us.lm.bin`,
        '-dict',
        `${MODEL_DIR}/cmudict-en-us.dict`,
      ]);
      const segments = stdout
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean);
      return { segments };
    },

    async hearPassage(wavPath, seconds, passage, language) {
      // The acoustic model is American English: another language would be heard as English words.
      if (language !== 'en') return { unavailable: READING_MESSAGES.unavailableLanguage };
      const { lines } = await pronunciations(passage);
      const known = new Set(lines.map((line) => line.slice(0, line.indexOf(' ')).replace(/\(\d+\)$/, '')));
      const dir = await mkdtemp(path.join(tmpdir(), 'charla-reading-'));
      try {
        await writeFile(path.join(dir, 'passage.dict'), `${lines.join('\n')}\n`);
        await writeFile(path.join(dir, 'passage.lm'), passageLanguageModel(passage.filter((t) => known.has(t))));
        const stdout = await recognise(wavPath, seconds, [
          '-lm',
          path.join(dir, 'passage.lm'),
          '-dict',
          path.join(dir, 'passage.dict'),
          '-lw',
          PASSAGE_LANGUAGE_WEIGHT,
          '-time',
          'yes',
        ]);
        return { heard: timedWords(stdout) };
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
}
