import { describe, expect, it } from 'vitest';
import type { PracticeProps } from './props';
import { exerciseKeys, runLimitProblems } from './run-limits';
import type { AttemptEvent } from './stats';

const sound = (letter: string) => ({ letter, silent: false, length: null });

/** 4 exercises, as in the issue: at most 4 completed, so at most 40 points. */
const SENTENCES = ['I eat.', 'She walks.', 'We play.', 'He writes.'].map((original_sentence) => ({
  original_sentence,
  transformed_sentence: original_sentence,
}));
const TENSE: PracticeProps = { practice_type: 'tense-transform', exercises: SENTENCES };

const event = (exercise_key: string, correct = true, attempt = 1): AttemptEvent => ({
  exercise_key,
  correct,
  attempt,
  elapsed_ms: 100,
});

describe('exerciseKeys: the items as each player names them in its events', () => {
  it.each<[string, PracticeProps, string[]]>([
    [
      'letter-tweak: the word',
      { practice_type: 'letter-tweak', exercises: [{ word: 'hop', tweaks: ['h', 'o', 'p'].map(sound) }] },
      ['hop'],
    ],
    [
      'subset-select: the word of each pair',
      {
        practice_type: 'subset-select',
        image_word_pairs: [
          { image_url: '🐶', word: 'dog' },
          { image_url: '🐱', word: 'cat' },
          { image_url: '🐮', word: 'cow' },
        ],
      },
      ['dog', 'cat', 'cow'],
    ],
    [
      'insert-it-right: the sentence (twice when two words go into it)',
      {
        practice_type: 'insert-it-right',
        exercises: [
          { word: 'always', sentence: 'I walk  to school', allowed_positions: [1] },
          { word: 'usually', sentence: 'I walk to school', allowed_positions: [1] },
        ],
      },
      ['I walk to school', 'I walk to school'],
    ],
    [
      'word-choice: every sentence of every option',
      {
        practice_type: 'word-choice',
        options: [
          { value: 'le', sentences: [{ text: '<blank> chat dort.' }, { text: 'Je vois <blank> chien.' }] },
          { value: 'la', sentences: [{ text: '<blank> maison est grande.' }] },
        ],
      },
      ['<blank> chat dort.', 'Je vois <blank> chien.', '<blank> maison est grande.'],
    ],
    [
      'fill-in-the-blank: the sentence',
      { practice_type: 'fill-in-the-blank', exercises: [{ hint: 'go', sentence: 'I <blank> home.', answer: 'went' }] },
      ['I <blank> home.'],
    ],
    ['tense-transform: the original sentence', TENSE, ['I eat.', 'She walks.', 'We play.', 'He writes.']],
  ])('%s', (_case, props, keys) => expect(exerciseKeys(props)).toEqual(keys));
});

describe('runLimitProblems', () => {
  it('a run within the practice fits: its count, its items, each finished once', () => {
    const events = [event('I eat.', false), event('I eat.', true, 2), event('She walks.'), event('We play.', false)];
    expect(runLimitProblems({ completed: 4, events }, TENSE)).toEqual([]);
    expect(runLimitProblems({ completed: 4, events: [] }, TENSE)).toEqual([]);
  });

  it('the issue’s inflated run: 24 completed on a practice of 4', () => {
    expect(runLimitProblems({ completed: 24, events: [] }, TENSE)).toEqual([
      { field: 'completed', message: 'La práctica tiene 4 ejercicios: no puede haber 24 completados' },
    ]);
  });

  it('events on items the practice does not have, named (three, then how many more)', () => {
    const events = ['x', 'I eat.', 'y', 'x', 'z', 'w'].map((key) => event(key, false));
    expect(runLimitProblems({ completed: 0, events }, TENSE)).toEqual([
      {
        field: 'events',
        message: 'Los intentos nombran ejercicios que esta práctica no tiene: «x», «y», «z» y 1 más',
      },
    ]);
  });

  it('an item finished more often than it appears', () => {
    const events = [event('I eat.'), event('I eat.'), event('I eat.'), event('She walks.')];
    expect(runLimitProblems({ completed: 4, events }, TENSE)).toEqual([
      { field: 'events', message: 'Hay 3 respuestas correctas para «I eat.», que en la práctica aparece 1 vez' },
    ]);
    const twice: PracticeProps = {
      practice_type: 'insert-it-right',
      exercises: [
        { word: 'always', sentence: 'I walk to school', allowed_positions: [1] },
        { word: 'usually', sentence: 'I walk to school', allowed_positions: [1] },
      ],
    };
    const key = 'I walk to school';
    expect(runLimitProblems({ completed: 2, events: [event(key), event(key)] }, twice)).toEqual([]);
    expect(runLimitProblems({ completed: 2, events: [event(key), event(key), event(key)] }, twice)).toEqual([
      { field: 'events', message: `Hay 3 respuestas correctas para «${key}», que en la práctica aparece 2 veces` },
    ]);
  });

  it('a practice of one exercise says so in the singular', () => {
    const one: PracticeProps = { practice_type: 'tense-transform', exercises: SENTENCES.slice(0, 1) };
    expect(runLimitProblems({ completed: 2, events: [] }, one)).toEqual([
      { field: 'completed', message: 'La práctica tiene 1 ejercicio: no puede haber 2 completados' },
    ]);
  });
});
