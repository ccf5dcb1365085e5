// Speech engines behind one interface (DESIGN §8).
import type { PlanLanguage } from '@charla/domain/plans';
import type { HeardWord } from '@charla/domain/reading';

export interface Transcript {
  /** Recognised segments in order: one line each in the stored transcription. */
  segments: string[];
}

/** What an engine heard of a reading aloud, or why it cannot tell (in Spanish, for the people). */
export type PassageHearing = { heard: HeardWord[] } | { unavailable: string };

export interface SpeechEngine {
  readonly name: 'pocketsphinx' | 'openai' | 'none';
  /** Transcribes a 16 kHz mono 16-bit WAV file. */
  transcribe(wavPath: string, seconds: number): Promise<Transcript>;
  /**
   * The words heard, with their times, in a 16 kHz mono WAV of someone reading a passage, given as its
   * normalised tokens (@charla/domain/reading) in `language`; engines that can use the passage expect it.
   */
  hearPassage(
    wavPath: string,
    seconds: number,
    passage: readonly string[],
    language: PlanLanguage,
  ): Promise<PassageHearing>;
}
