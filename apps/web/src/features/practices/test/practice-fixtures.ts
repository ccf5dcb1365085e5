// Practices as GET /api/practices and /api/practices/{id} answer them (spec part 2 §3), one small
// practice of each type, with what the tests need to answer each exercise.
import type { Practice } from '@charla/domain/practices';

export const practiceId = (n: number) => `01a1fb99-9ac7-7000-8000-${String(n).padStart(12, '0')}`;

export function makePractice(n: number, props: Record<string, unknown>, overrides: Partial<Practice> = {}): Practice {
  return {
    id: practiceId(n),
    title: `Práctica ${n}`,
    instructions: `Instrucciones de la práctica ${n}.`,
    props,
    language: 'en',
    created_at: '2026-11-01T12:00:00.000Z',
    updated_at: '2026-11-01T12:00:00.000Z',
    ...overrides,
  };
}

export const page = (rows: Practice[], pageNumber: number) => ({
  success: true,
  data: { data: rows, page_number: pageNumber, page_size: 10 },
});
export const item = (row: Practice) => ({ success: true, data: row });

const silent = (letter: string) => ({ letter, silent: true, length: null });
const sound = (letter: string) => ({ letter, silent: false, length: null });
const short = (letter: string) => ({ letter, silent: false, length: 'short' });
const long = (letter: string) => ({ letter, silent: false, length: 'long' });

/** letter-tweak; CLICKS: how many clicks each letter needs from its start (vowel short, consonant sounded). */
export const letterTweak = makePractice(
  1,
  {
    practice_type: 'letter-tweak',
    exercises: [
      { word: 'cake', tweaks: [sound('c'), long('a'), sound('k'), silent('e')] },
      { word: 'hop', tweaks: [sound('h'), short('o'), sound('p')] },
      { word: 'lamb', tweaks: [sound('l'), short('a'), sound('m'), silent('b')] },
    ],
  },
  { title: 'La e mágica', instructions: 'Marca cada vocal como corta, larga o muda.' },
);
export const LETTER_CLICKS: Record<string, number[]> = { cake: [0, 1, 0, 2], hop: [0, 0, 0], lamb: [0, 0, 0, 1] };

export const subsetSelect = makePractice(
  2,
  {
    practice_type: 'subset-select',
    image_word_pairs: [
      { image_url: '🐶', word: 'dog' },
      { image_url: '🐱', word: 'cat' },
      { image_url: '/images/practices/fish.svg', word: 'fish' },
      { image_url: '🐮', word: 'cow' },
    ],
  },
  { title: 'Animales', instructions: 'Elige el nombre del animal.' },
);
/** What is on screen (the emoji, or the image's path) → the right word. */
export const SUBSET_ANSWERS: Record<string, string> = {
  '🐶': 'dog',
  '🐱': 'cat',
  '/images/practices/fish.svg': 'fish',
  '🐮': 'cow',
};

export const insertItRight = makePractice(
  3,
  {
    practice_type: 'insert-it-right',
    exercises: [
      // The first exercise's two allowed positions make n = 2 (spec part 2 §9).
      { word: 'yesterday', sentence: 'I called my mother', allowed_positions: [0, 4] },
      { word: 'always', sentence: 'She drinks coffee', allowed_positions: [1] },
    ],
  },
  { title: 'Adverbios', instructions: 'Arrastra la palabra al lugar correcto.' },
);
/** The word → an allowed position and a wrong one. */
export const INSERT_POSITIONS: Record<string, { right: number; wrong: number }> = {
  yesterday: { right: 4, wrong: 2 },
  always: { right: 1, wrong: 3 },
};

export const wordChoice = makePractice(
  4,
  {
    practice_type: 'word-choice',
    options: [
      {
        value: 'there',
        sentences: [
          { text: 'The keys are over <blank>, on the table.' },
          { text: '<blank> is a park near my house.', image: '/images/practices/tree.svg' },
        ],
      },
      { value: 'their', sentences: [{ text: 'The children forgot <blank> umbrellas.' }] },
      { value: 'they’re', sentences: [{ text: 'Call them, <blank> waiting for you.' }] },
    ],
  },
  { title: 'There, their o they’re', instructions: 'Elige la palabra que completa la oración.' },
);
/** A fragment of each sentence → the right option (1-based, as its key). */
export const WORD_CHOICE_KEYS: Record<string, number> = {
  'The keys are over': 1,
  'is a park near my house': 1,
  'The children forgot': 2,
  'Call them,': 3,
};

export const fillInTheBlank = makePractice(
  5,
  {
    practice_type: 'fill-in-the-blank',
    exercises: [
      { hint: 'go (pasado)', sentence: 'Yesterday I <blank> to the beach.', answer: 'went' },
      { hint: 'eat (pasado)', sentence: 'We <blank> pizza last night.', answer: 'ate' },
      { hint: 'see (pasado)', sentence: 'I <blank> a good film on Sunday.', answer: 'saw' },
    ],
  },
  { title: 'Verbos en pasado', instructions: 'Escribe el verbo en pasado.' },
);
export const FILL_ANSWERS: Record<string, string> = {
  'go (pasado)': 'went',
  'eat (pasado)': 'ate',
  'see (pasado)': 'saw',
};

export const tenseTransform = makePractice(
  6,
  {
    practice_type: 'tense-transform',
    exercises: [
      { original_sentence: 'I play football.', transformed_sentence: 'I played football.' },
      { original_sentence: 'She works at home.', transformed_sentence: 'She worked at home.' },
    ],
  },
  { title: 'Del presente al pasado', instructions: 'Escribe la oración en pasado simple.' },
);
export const TENSE_ANSWERS: Record<string, string> = {
  'I play football.': 'I played football.',
  'She works at home.': 'She worked at home.',
};
