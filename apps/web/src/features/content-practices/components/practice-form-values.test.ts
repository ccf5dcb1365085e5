import { describe, expect, it } from 'vitest';
import { PracticeInput, PRACTICE_TYPES } from '@charla/domain/practices';
import { formPathOf, initialPropsOf, labelOfPath, practiceBodyOf, practiceFormDefaults } from './practice-form-values';

describe('initialPropsOf', () => {
  it.each(PRACTICE_TYPES)('starts %s with empty rows that the schema asks to fill', (type) => {
    const props = initialPropsOf(type);
    expect(props.practice_type).toBe(type);
    const parsed = PracticeInput.safeParse({ title: 't', instructions: 'i', props });
    expect(parsed.success).toBe(false);
  });

  it('starts subset-select with 4 pairs and tense-transform with 4 exercises (spec part 2 §3)', () => {
    expect(initialPropsOf('subset-select').image_word_pairs).toHaveLength(4);
    expect(initialPropsOf('tense-transform').exercises).toHaveLength(4);
  });
});

describe('practiceFormDefaults', () => {
  it('starts a new practice in English with no type', () => {
    expect(practiceFormDefaults()).toEqual({
      title: '',
      instructions: '',
      language: 'en',
      props: { practice_type: '' },
    });
  });
});

describe('practiceBodyOf', () => {
  it("leaves out a word-choice sentence's empty image", () => {
    const values = PracticeInput.parse({
      title: 'Preposiciones',
      instructions: 'Elige',
      props: {
        practice_type: 'word-choice',
        options: [
          { value: 'in', sentences: [{ text: 'I live <blank> Mexico.', image: '' }] },
          { value: 'on', sentences: [{ text: 'It is <blank> the desk.', image: '📚' }] },
        ],
      },
    });
    expect(practiceBodyOf(values).props).toEqual({
      practice_type: 'word-choice',
      options: [
        { value: 'in', sentences: [{ text: 'I live <blank> Mexico.' }] },
        { value: 'on', sentences: [{ text: 'It is <blank> the desk.', image: '📚' }] },
      ],
    });
  });
});

describe('formPathOf', () => {
  it.each([
    ['props.fill-in-the-blank.exercises.0.answer', 'props.exercises.0.answer'],
    ['props.exercises.0.answer', 'props.exercises.0.answer'],
    ['props.practice_type', 'props.practice_type'],
    ['props.karaoke.x', 'props.karaoke.x'],
    ['title', 'title'],
  ])('%s → %s', (path, expected) => {
    expect(formPathOf(path)).toBe(expected);
  });
});

describe('labelOfPath', () => {
  it.each([
    ['title', 'Título'],
    ['props', 'Contenido'],
    ['props.practice_type', 'Tipo de práctica'],
    ['props.exercises', 'Ejercicios'],
    ['props.exercises.root', 'Ejercicios'],
    ['props.exercises.1.answer', 'Ejercicio 2 › Respuesta'],
    ['props.exercises.0.tweaks', 'Ejercicio 1 › Letras'],
    ['props.exercises.0.allowed_positions.2', 'Ejercicio 1 › Posiciones permitidas'],
    ['props.image_word_pairs.3.image_url', 'Par 4 › Imagen'],
    ['props.options.0.sentences.1.text', 'Opción 1 › Oración 2 › Oración'],
    ['props.options.1.value', 'Opción 2 › Palabra correcta'],
    ['props.mystery', 'mystery'],
  ])('%s → %s', (path, label) => {
    expect(labelOfPath(path)).toBe(label);
  });
});
