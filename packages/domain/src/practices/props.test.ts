import { describe, expect, it } from 'vitest';
import { countBlanks, PracticeProps } from './props';

/** The issues of a parse as 'path: message'. */
function issues(value: unknown): string[] {
  const result = PracticeProps.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

const valid: Record<string, unknown> = {
  'letter-tweak': {
    practice_type: 'letter-tweak',
    exercises: [
      {
        word: 'cake',
        tweaks: [
          { letter: 'c', silent: false, length: null },
          { letter: 'a', silent: false, length: 'long' },
          { letter: 'k', silent: false, length: null },
          { letter: 'e', silent: true, length: null },
        ],
      },
    ],
  },
  'subset-select': {
    practice_type: 'subset-select',
    image_word_pairs: [
      { image_url: '/images/practices/apple.svg', word: 'apple' },
      { image_url: '🐶', word: 'dog' },
      { image_url: 'sol', word: 'sun' },
    ],
  },
  'insert-it-right': {
    practice_type: 'insert-it-right',
    exercises: [{ word: 'always', sentence: 'She drinks coffee', allowed_positions: [1, 3] }],
  },
  'word-choice': {
    practice_type: 'word-choice',
    options: [
      { value: 'in', sentences: [{ text: 'I live <blank> Mexico.' }] },
      { value: 'on', sentences: [{ text: 'It is <blank> the desk.', image: '/images/practices/book.svg' }] },
    ],
  },
  'fill-in-the-blank': {
    practice_type: 'fill-in-the-blank',
    exercises: [{ hint: 'go', sentence: 'I <blank> home.', answer: 'went' }],
  },
  'tense-transform': {
    practice_type: 'tense-transform',
    exercises: [{ original_sentence: 'I eat.', transformed_sentence: 'I ate.' }],
  },
};

describe('PracticeProps', () => {
  it.each(Object.entries(valid))('accepts a valid %s', (_type, props) => {
    expect(issues(props)).toEqual([]);
  });

  it.each([
    [{ practice_type: 'karaoke' }, 'practice_type: Tipo de práctica no válido'],
    [{}, 'practice_type: Tipo de práctica no válido'],
    [{ practice_type: '' }, 'practice_type: Selecciona un tipo de práctica'],
    [
      { practice_type: 'fill-in-the-blank', exercises: [{ hint: 'go', sentence: 'I <blank> home.', answer: '  ' }] },
      'exercises.0.answer: La respuesta es obligatoria',
    ],
    [
      { practice_type: 'fill-in-the-blank', exercises: [{ hint: 'go', sentence: 'I went home.', answer: 'went' }] },
      'exercises.0.sentence: La oración debe contener exactamente un <blank>',
    ],
    [
      {
        practice_type: 'fill-in-the-blank',
        exercises: [{ hint: 'go', sentence: 'I <blank> <blank>.', answer: 'went' }],
      },
      'exercises.0.sentence: La oración debe contener exactamente un <blank>',
    ],
    [{ practice_type: 'fill-in-the-blank', exercises: [] }, 'exercises: Agrega al menos un elemento a ejercicios'],
    [
      {
        practice_type: 'word-choice',
        options: [
          { value: 'in', sentences: [{ text: 'I live in Mexico.' }] },
          { value: 'on', sentences: [{ text: '<blank>' }] },
        ],
      },
      'options.0.sentences.0.text: La oración debe contener exactamente un <blank>',
    ],
    [
      {
        practice_type: 'word-choice',
        options: [
          { value: 'in', sentences: [{ text: '<blank>' }] },
          { value: 'IN', sentences: [{ text: '<blank>' }] },
        ],
      },
      'options: Las opciones deben ser distintas',
    ],
    [
      { practice_type: 'insert-it-right', exercises: [{ word: 'x', sentence: 'a b', allowed_positions: [-1] }] },
      'exercises.0.allowed_positions.0: La posición no puede ser negativa',
    ],
    [
      { practice_type: 'insert-it-right', exercises: [{ word: 'x', sentence: 'a b', allowed_positions: [1.5] }] },
      'exercises.0.allowed_positions.0: La posición debe ser un número entero',
    ],
    [
      { practice_type: 'insert-it-right', exercises: [{ word: 'x', sentence: 'a b', allowed_positions: [0, 3] }] },
      'exercises.0.allowed_positions.1: La posición 3 está fuera de la oración (de 0 a 2)',
    ],
    [
      { practice_type: 'insert-it-right', exercises: [{ word: 'x', sentence: 'a b', allowed_positions: [] }] },
      'exercises.0.allowed_positions: Indica al menos una posición permitida',
    ],
    [
      {
        practice_type: 'letter-tweak',
        exercises: [{ word: 'cat', tweaks: [{ letter: 'c', silent: false, length: null }] }],
      },
      'exercises.0.tweaks: Debe haber un ajuste por cada letra de la palabra, en orden',
    ],
    [
      { practice_type: 'letter-tweak', exercises: [{ word: '', tweaks: [] }] },
      'exercises.0.word: La palabra es obligatoria',
    ],
    [
      {
        practice_type: 'subset-select',
        image_word_pairs: [
          { image_url: '🐶', word: 'dog' },
          { image_url: '🐱', word: 'cat' },
        ],
      },
      'image_word_pairs: Agrega al menos 3 elementos a pares de imagen y palabra',
    ],
    [
      { practice_type: 'tense-transform', exercises: [{ original_sentence: 'I eat.' }] },
      'exercises.0.transformed_sentence: La oración transformada es obligatoria',
    ],
  ])('%j → %s', (props, expected) => {
    expect(issues(props)).toContain(expected);
  });

  it('counts blanks exactly', () => {
    expect(countBlanks('a <blank> b')).toBe(1);
    expect(countBlanks('<blank><blank>')).toBe(2);
    expect(countBlanks('<BLANK>')).toBe(0);
  });
});
