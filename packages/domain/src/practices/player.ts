// The players' pure logic (spec part 2 §4, §5, §9), shared by the six players and the server's
// check of the stats they send: shuffling, answers, the letter-tweak cycle, choice sets, scoring.
import type { LetterTweak, PracticeProps } from './props';
import { BLANK, countBlanks, sentenceWords } from './props';
import type { PracticeType } from './entity';

export const TIME_LIMIT_MS = 30_000;
export const TIMER_TICK_MS = 100;
export const MINUTES_PER_EXERCISE = 2;
export const TIMED_TYPES: readonly PracticeType[] = [
  'tense-transform',
  'fill-in-the-blank',
  'word-choice',
  'subset-select',
];
/** The pause after a correct answer before the next exercise. */
export const CORRECT_DELAY_MS: Record<PracticeType, number> = {
  'tense-transform': 1500,
  'fill-in-the-blank': 150,
  'word-choice': 150,
  'subset-select': 150,
  'insert-it-right': 2000,
  'letter-tweak': 1500,
};

export const PLAYER_MESSAGES = {
  wrong: 'Respuesta incorrecta. Inténtalo de nuevo.',
  letterTweakWrong: 'Revisa tus respuestas e inténtalo de nuevo.',
  correct: '¡Correcto!',
  emptyAnswer: 'Por favor, escribe tu respuesta',
  retry: 'Intentar de nuevo',
  back: 'Volver',
  unsupported: 'Tipo de práctica no soportado',
  notFound: 'Práctica no encontrada',
  loadError: 'Error al cargar la práctica',
} as const;

export type Random = () => number;

/** A seedable generator (mulberry32): the same seed gives the same shuffles. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A shuffled copy (Fisher–Yates); the input is left as it was. */
export function shuffle<T>(items: readonly T[], random: Random = Math.random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** Answers are compared trimmed and case-insensitive (spec part 2 §5). */
export function answersMatch(given: string, expected: string): boolean {
  return given.trim().toLocaleLowerCase('en') === expected.trim().toLocaleLowerCase('en');
}

/** A sentence split at its one `<blank>`; undefined when it has none or several (then shown raw). */
export function splitAtBlank(text: string): [string, string] | undefined {
  if (countBlanks(text) !== 1) return undefined;
  const [before, after] = text.split(BLANK) as [string, string];
  return [before, after];
}

// Letter-tweak -----------------------------------------------------------------------------------

const VOWELS = new Set(['a', 'e', 'i', 'o', 'u']);
export const isVowel = (letter: string) => VOWELS.has(letter.toLowerCase());

/** How a letter starts: a vowel short, a consonant sounded. */
export function initialTweak(letter: string): LetterTweak {
  return { letter, silent: false, length: isVowel(letter) ? 'short' : null };
}

/** One click: a vowel goes short → long → silent → short; a consonant toggles sounded ↔ silent. */
export function nextTweak(tweak: LetterTweak): LetterTweak {
  if (!isVowel(tweak.letter)) return { letter: tweak.letter, silent: !tweak.silent, length: null };
  if (tweak.silent) return { letter: tweak.letter, silent: false, length: 'short' };
  if (tweak.length === 'short') return { letter: tweak.letter, silent: false, length: 'long' };
  return { letter: tweak.letter, silent: true, length: null };
}

/** Correct only if every letter matches the expected letter, silent flag and length. */
export function tweaksMatch(actual: readonly LetterTweak[], expected: readonly LetterTweak[]): boolean {
  return (
    actual.length === expected.length &&
    actual.every((tweak, i) => {
      const want = expected[i]!;
      return (
        tweak.letter.toLowerCase() === want.letter.toLowerCase() &&
        tweak.silent === want.silent &&
        (tweak.length ?? null) === (want.length ?? null)
      );
    })
  );
}

// Subset-select and insert-it-right ---------------------------------------------------------------

/** The three choices of a question: the correct word plus two others at random, shuffled. */
export function subsetChoices(words: readonly string[], correct: string, random: Random = Math.random): string[] {
  const others = shuffle(
    words.filter((word) => word !== correct),
    random,
  ).slice(0, 2);
  return shuffle([correct, ...others], random);
}

/** The sentence with `word` placed before word `position` (0: first; the word count: last). */
export function insertAt(sentence: string, word: string, position: number): string {
  const words = sentenceWords(sentence);
  return [...words.slice(0, position), word, ...words.slice(position)].join(' ');
}

export function isAllowedPosition(allowed: readonly number[], position: number): boolean {
  return allowed.includes(position);
}

// Counting and scoring ----------------------------------------------------------------------------

/** How many exercises (questions) a practice has. */
export function exerciseCount(props: PracticeProps): number {
  switch (props.practice_type) {
    case 'subset-select':
      return props.image_word_pairs.length;
    case 'word-choice':
      return props.options.reduce((sum, option) => sum + option.sentences.length, 0);
    default:
      return props.exercises.length;
  }
}

/** '~N min' on the practice list: two minutes per exercise. */
export function estimatedMinutes(props: PracticeProps): number {
  return exerciseCount(props) * MINUTES_PER_EXERCISE;
}

/**
 * n, the number of options a guess chooses among (spec part 2 §9); undefined for the types whose
 * probability is the accuracy itself (tense-transform, fill-in-the-blank).
 */
export function optionCount(props: PracticeProps): number | undefined {
  switch (props.practice_type) {
    case 'word-choice':
      return props.options.length || 3;
    case 'insert-it-right':
      return props.exercises[0]?.allowed_positions.length || 3;
    case 'letter-tweak':
      return 5;
    case 'subset-select':
      return 3;
    default:
      return undefined;
  }
}

export const round = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round((value + Number.EPSILON) * factor) / factor;
};

export interface AttemptCounts {
  /** Exercises finished. */
  completed: number;
  /** Attempts over the finished exercises. */
  total_attempts: number;
  /** Finished at the first attempt. */
  first_try_correct_ones: number;
}

export interface PracticeScore extends AttemptCounts {
  average_attempts: number;
  accuracy: number;
  probability_of_knowing: number;
  score: number;
}

/**
 * The results of a run (spec part 2 §9): accuracy = first-try / completed × 100; probability of
 * knowing = (n·p − 1)/(n − 1) floored at 0 (p itself without n, or when n ≤ 1, where the formula has
 * no guess to discount); score = 10 · max(0, completed · prob + ln(max(0.01, prob))). Rounded: one
 * decimal for average, accuracy and score, three for the probability (computed from unrounded values).
 */
export function scorePractice(counts: AttemptCounts, n: number | undefined): PracticeScore {
  const { completed, total_attempts, first_try_correct_ones } = counts;
  const p = completed > 0 ? first_try_correct_ones / completed : 0;
  const probability = n === undefined || n <= 1 ? p : Math.max(0, (n * p - 1) / (n - 1));
  const score = 10 * Math.max(0, completed * probability + Math.log(Math.max(0.01, probability)));
  return {
    completed,
    total_attempts,
    first_try_correct_ones,
    average_attempts: round(completed > 0 ? total_attempts / completed : 0, 1),
    accuracy: round(p * 100, 1),
    probability_of_knowing: round(probability, 3),
    score: round(score, 1),
  };
}

/** Result emoji by accuracy: 80 or more a party, 60 or more a thumbs-up, else books. */
export function resultEmoji(accuracy: number): string {
  if (accuracy >= 80) return '🎉';
  if (accuracy >= 60) return '👍';
  return '📚';
}
