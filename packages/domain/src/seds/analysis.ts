// What a SED's transcript says about the student's speech (DESIGN §8): words with counts, words per
// minute from the real audio length, filler words and a vocabulary-diversity measure that does not
// shrink with length (MATTR: the mean type-token ratio over a moving window).

/** Filler words and phrases of spoken English (multi-word ones are matched as phrases). */
export const FILLERS = [
  'um',
  'uh',
  'er',
  'ah',
  'hmm',
  'like',
  'you know',
  'i mean',
  'basically',
  'actually',
  'literally',
  'so',
  'well',
  'kind of',
  'sort of',
] as const;

export const MATTR_WINDOW = 50;

/** Lower-case words: letters (any script), inner apostrophes and hyphens kept ("don't", "well-known"). */
export function tokenize(text: string): string[] {
  return (
    text
      .toLowerCase()
      .normalize('NFC')
      .match(/\p{L}+(?:['’-]\p{L}+)*/gu) ?? []
  ).map((word) => word.replace(/’/g, "'"));
}

export interface WordCount {
  word: string;
  count: number;
}

/** Distinct words, most used first, ties alphabetically. */
export function countWords(words: readonly string[]): WordCount[] {
  const counts = new Map<string, number>();
  for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
  return [...counts.entries()]
    .map(([word, count]) => ({ word, count }))
    .sort((a, b) => b.count - a.count || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0));
}

/** Occurrences of each filler (phrases counted on word boundaries), most frequent first. */
export function countFillers(words: readonly string[]): WordCount[] {
  const found: WordCount[] = [];
  for (const filler of FILLERS) {
    const parts = filler.split(' ');
    let count = 0;
    for (let i = 0; i + parts.length <= words.length; i++) {
      if (parts.every((part, k) => words[i + k] === part)) count++;
    }
    if (count > 0) found.push({ word: filler, count });
  }
  return found.sort((a, b) => b.count - a.count || (a.word < b.word ? -1 : 1));
}

/**
 * Moving-average type-token ratio: the mean of distinct/total over every window of `window` words.
 * Texts shorter than the window use one window of their whole length. 0 for no words.
 */
export function mattr(words: readonly string[], window = MATTR_WINDOW): number {
  if (words.length === 0) return 0;
  const size = Math.min(window, words.length);
  const inWindow = new Map<string, number>();
  for (let i = 0; i < size; i++) inWindow.set(words[i]!, (inWindow.get(words[i]!) ?? 0) + 1);
  let sum = inWindow.size / size;
  let windows = 1;
  for (let end = size; end < words.length; end++) {
    const leaving = words[end - size]!;
    const left = inWindow.get(leaving)! - 1;
    if (left === 0) inWindow.delete(leaving);
    else inWindow.set(leaving, left);
    inWindow.set(words[end]!, (inWindow.get(words[end]!) ?? 0) + 1);
    sum += inWindow.size / size;
    windows++;
  }
  return sum / windows;
}

export interface SpeechAnalysis {
  total_words: number;
  distinct_words: number;
  words_per_minute: number | null;
  fillers: WordCount[];
  filler_count: number;
  mattr: number;
  words: WordCount[];
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

export function analyzeSpeech(segments: readonly string[], audioSeconds: number | null): SpeechAnalysis {
  const words = segments.flatMap(tokenize);
  const fillers = countFillers(words);
  return {
    total_words: words.length,
    distinct_words: new Set(words).size,
    words_per_minute: audioSeconds && audioSeconds > 0 ? round(words.length / (audioSeconds / 60), 1) : null,
    fillers,
    filler_count: fillers.reduce((sum, f) => sum + f.count, 0),
    mattr: round(mattr(words), 3),
    words: countWords(words),
  };
}

/** The transcript as stored: one line per recognised segment ('Tu video dice'). */
export function transcriptText(segments: readonly string[]): string {
  return segments
    .map((s) => s.trim())
    .filter(Boolean)
    .join('\n');
}

/**
 * The vocabulary measure (MATTR) as a student can read it (issue 49): how many of every ten words in a row
 * are different, and whether that is much.
 */
function vocabularyLine(mattr: number): string {
  const label = mattr >= 0.7 ? 'amplia' : mattr >= 0.5 ? 'media' : 'poca';
  return `Variedad de vocabulario: ${label} (de cada 10 palabras seguidas, unas ${Math.round(mattr * 10)} son distintas).`;
}

/** The feedback as stored and shown under 'Tus palabras fueron', in words a student understands. */
export function feedbackText(analysis: SpeechAnalysis): string {
  if (analysis.total_words === 0) return 'No se reconocieron palabras en el audio.';
  const lines = [
    `Dijiste ${analysis.total_words} palabras, ${analysis.distinct_words} de ellas distintas.`,
    analysis.words_per_minute === null
      ? null
      : `Ritmo: unas ${Math.round(analysis.words_per_minute)} palabras por minuto (en una conversación se suelen decir entre 120 y 150).`,
    vocabularyLine(analysis.mattr),
    analysis.fillers.length === 0
      ? 'Muletillas: ninguna'
      : `Muletillas (${analysis.filler_count}): ${analysis.fillers.map((f) => `${f.word} ×${f.count}`).join(', ')}`,
    `Tus palabras: ${analysis.words.map((w) => `${w.word} (${w.count})`).join(', ')}`,
  ];
  return lines.filter((line): line is string => line !== null).join('\n');
}
