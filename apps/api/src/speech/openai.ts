// Any OpenAI-compatible transcription server (whisper.cpp, faster-whisper, a hosted one):
// POST {SPEECH_URL}/v1/audio/transcriptions, multipart file + model, verbose_json for segments.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SpeechEngine } from './engine';

export interface OpenAiOptions {
  url: string;
  apiKey?: string | undefined;
  model: string;
  timeoutMs?: number;
}

export function transcriptionEndpoint(url: string): string {
  const base = url.replace(/\/+$/, '');
  if (base.endsWith('/audio/transcriptions')) return base;
  return base.endsWith('/v1') ? `${base}/audio/transcriptions` : `${base}/v1/audio/transcriptions`;
}

interface VerboseTranscription {
  text?: string;
  segments?: { text?: string }[];
  words?: { word?: string; start?: number; end?: number }[];
}

export function createOpenAiEngine(options: OpenAiOptions): SpeechEngine {
  const endpoint = transcriptionEndpoint(options.url);

  async function post(wavPath: string, seconds: number, fields: [string, string][]): Promise<VerboseTranscription> {
    const form = new FormData();
    form.append('file', new Blob([await readFile(wavPath)], { type: 'audio/wav' }), path.basename(wavPath));
    form.append('model', options.model);
    form.append('response_format', 'verbose_json');
    for (const [name, value] of fields) form.append(name, value);
    const response = await fetch(endpoint, {
      method: 'POST',
      body: form,
      headers: options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {},
      signal: AbortSignal.timeout(options.timeoutMs ?? Math.max(60_000, seconds * 5000)),
    });
    if (!response.ok) {
      throw new Error(
        `el servidor de transcripción respondió ${response.status}: ${(await response.text()).slice(0, 300)}`,
      );
    }
    return (await response.json()) as VerboseTranscription;
  }

  return {
    name: 'openai',
    async transcribe(wavPath, seconds) {
      const body = await post(wavPath, seconds, []);
      const segments = (body.segments ?? []).map((s) => (s.text ?? '').trim()).filter(Boolean);
      if (segments.length > 0) return { segments };
      return { segments: body.text?.trim() ? [body.text.trim()] : [] };
    },

    // Open transcription with word times in the passage's language; the alignment does the rest (issue 49).
    async hearPassage(wavPath, seconds, _passage, language) {
      const body = await post(wavPath, seconds, [
        ['timestamp_granularities[]', 'word'],
        ['language', language],
      ]);
      if (!Array.isArray(body.words)) throw new Error('el servidor de transcripción no devolvió tiempos por palabra');
      const heard = body.words
        .filter((w) => typeof w.word === 'string' && typeof w.start === 'number' && typeof w.end === 'number')
        .map((w) => ({ text: w.word!.trim(), start: w.start!, end: w.end! }))
        .filter((w) => w.text);
      return { heard };
    },
  };
}
