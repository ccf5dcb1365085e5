// Speech engines behind one interface (DESIGN §8).

export interface Transcript {
  /** Recognised segments in order: one line each in the stored transcription. */
  segments: string[];
}

export interface SpeechEngine {
  readonly name: 'pocketsphinx' | 'openai' | 'none';
  /** Transcribes a 16 kHz mono 16-bit WAV file. */
  transcribe(wavPath: string, seconds: number): Promise<Transcript>;
}
