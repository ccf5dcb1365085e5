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
}

export function createOpenAiEngine(options: OpenAiOptions): SpeechEngine {
  const endpoint = transcriptionEndpoint(options.url);
  return {
    name: 'openai',
    async transcribe(wavPath, seconds) {
      const form = new FormData();
      form.append('file', new Blob([await readFile(wavPath)], { type: 'audio/wav' }), path.basename(wavPath));
      form.append('model', options.model);
      form.append('response_format', 'verbose_json');
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
      const body = (await response.json()) as VerboseTranscription;
      const segments = (body.segments ?? []).map((s) => (s.text ?? '').trim()).filter(Boolean);
      if (segments.length > 0) return { segments };
      return { segments: body.text?.trim() ? [body.text.trim()] : [] };
    },
  };
}
