import { describe, expect, it } from 'vitest';
import { alignReading, type HeardWord } from './align';
import { readingSummary } from './entity';

/** Heard words half a second apart, each lasting 0.4 s, from `at` seconds. */
const heard = (text: string, at = 0): HeardWord[] =>
  text.split(' ').map((word, i) => ({ text: word, start: at + i * 0.5, end: at + i * 0.5 + 0.4 }));

const statuses = (result: ReturnType<typeof alignReading>) => result.words.map((w) => `${w.text}:${w.status}`);

describe('a reading aloud held against its passage', () => {
  it('an exact reading is all correct, with times and words per minute over the speaking time', () => {
    const result = alignReading('The cat sat on the mat.', heard('the cat sat on the mat'));
    expect(result.words.every((w) => w.status === 'correct')).toBe(true);
    expect(result.words[5]).toEqual({ text: 'mat.', status: 'correct', start: 2.5, end: 2.9 });
    expect(result.accuracy).toBe(100);
    expect(result.duration_seconds).toBe(2.9);
    expect(result.words_correct_per_minute).toBe(124.1); // 6 words in 2.9 s
    expect(result.long_pauses).toEqual([]);
  });

  it('marks omitted words, never counting them', () => {
    const result = alignReading('One day she found a small boat', heard('one day she a boat'));
    expect(statuses(result)).toEqual([
      'One:correct',
      'day:correct',
      'she:correct',
      'found:omitted',
      'a:correct',
      'small:omitted',
      'boat:correct',
    ]);
    expect(result.accuracy).toBe(71.4);
    expect(result.words[3]).toEqual({ text: 'found', status: 'omitted' });
  });

  it('marks a substitution with what was heard', () => {
    const result = alignReading('she walked to the river', heard('she watched to the river'));
    expect(result.words[1]).toMatchObject({ text: 'walked', status: 'substituted', heard: 'watched' });
    expect(result.accuracy).toBe(80);
  });

  it('places inserted words where they were said', () => {
    const result = alignReading('the warm sun', heard('the very warm warm sun'));
    expect(statuses(result)).toEqual(['the:correct', 'very:inserted', 'warm:inserted', 'warm:correct', 'sun:correct']);
    expect(result.accuracy).toBe(100);
  });

  it('holds repeated words of the passage apart', () => {
    const result = alignReading('the dog and the cat and the bird', heard('the dog and the cat the bird'));
    expect(statuses(result).filter((s) => !s.endsWith(':correct'))).toEqual(['and:omitted']);
    expect(result.words.findIndex((w) => w.status === 'omitted')).toBe(5);
  });

  it('reads numbers and contractions the way they are said', () => {
    const result = alignReading("I don't have 12 apples.", heard('i do not have twelve apples'));
    expect(result.accuracy).toBe(100);
    expect(result.words.map((w) => w.text)).toEqual(['I', "don't", 'have', '12', 'apples.']);
    expect(result.words[1]).toMatchObject({ start: 0.5, end: 1.4 });
  });

  it('a contraction half said is a substitution', () => {
    const result = alignReading("I don't know", heard('i do know'));
    expect(result.words[1]).toMatchObject({ text: "don't", status: 'substituted', heard: 'do' });
  });

  it('an empty recording omits every word and scores nothing', () => {
    const result = alignReading('Read this aloud.', []);
    expect(result.words.map((w) => w.status)).toEqual(['omitted', 'omitted', 'omitted']);
    expect(result).toMatchObject({ accuracy: 0, words_correct_per_minute: 0, duration_seconds: 0, long_pauses: [] });
  });

  it('finds long pauses between words', () => {
    const words = [...heard('the fox was'), ...heard('scared at first', 4)];
    const result = alignReading('The fox was scared at first.', words);
    expect(result.long_pauses).toEqual([{ after_word_index: 2, seconds: 2.6 }]);
  });

  it('a word heard instead is a substitution; one more heard is an insertion', () => {
    const result = alignReading('hello', heard('goodbye friend'));
    expect(result.accuracy).toBe(0);
    expect(statuses(result)).toEqual(['goodbye:inserted', 'hello:substituted']);
  });
});

describe('the summary, said to whom it concerns', () => {
  it('counts the passage words read right, not the added ones', () => {
    const result = alignReading('the warm sun', heard('the very warm sum'));
    expect(readingSummary(result)).toBe('Leíste 2 de 3 palabras correctamente');
    expect(readingSummary(result, 'tutor')).toBe('Leyó 2 de 3 palabras correctamente');
  });
});
