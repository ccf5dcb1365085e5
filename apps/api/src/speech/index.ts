import type { Config } from '../config';
import type { SpeechEngine } from './engine';
import { createOpenAiEngine } from './openai';
import { createPocketsphinx, isPocketsphinxInstalled } from './pocketsphinx';

/** SPEECH_ENGINE, or pocketsphinx when its binary is installed, else none (DESIGN §8). */
export function selectSpeechEngine(config: Config): SpeechEngine | null {
  const name = config.SPEECH_ENGINE ?? (isPocketsphinxInstalled() ? 'pocketsphinx' : 'none');
  if (name === 'openai') {
    return createOpenAiEngine({ url: config.SPEECH_URL!, apiKey: config.SPEECH_API_KEY, model: config.SPEECH_MODEL });
  }
  if (name === 'pocketsphinx') {
    if (!isPocketsphinxInstalled())
      throw new Error(
        'SPEECH_ENGINE=pocketsphinx pero pocketsphinx no está instalado (apt-get install pocketsphinx pocketsphinx-en-us)',
      );
    return createPocketsphinx();
  }
  return null;
}

export type { SpeechEngine, Transcript } from './engine';
