import { describe, expect, it } from 'vitest';
import {
  answersMatch,
  exerciseCount,
  initialTweak,
  insertAt,
  nextTweak,
  optionCount,
  resultEmoji,
  scorePractice,
  seededRandom,
  shuffle,
  splitAtBlank,
  subsetChoices,
  tweaksMatch,
} from './player';
import type { LetterTweak, PracticeProps } from './props';

describe('scorePractice (spec part 2 §9)', () => {
  // [case, completed, total_attempts, first_try, n, average, accuracy, probability, score]
  it.each([
    ['nothing completed', 0, 0, 0, 3, 0, 0, 0, 0],
    ['accuracy 100, n = 3', 4, 4, 4, 3, 1, 100, 1, 40],
    ['n = 1 uses p itself', 4, 6, 3, 1, 1.5, 75, 0.75, 27.1],
    ['no n (tense-transform, fill-in-the-blank)', 4, 7, 2, undefined, 1.8, 50, 0.5, 13.1],
    ['word-choice n = 3', 6, 8, 5, 3, 1.3, 83.3, 0.75, 42.1],
    ['letter-tweak n = 5', 3, 5, 2, 5, 1.7, 66.7, 0.583, 12.1],
    ['probability floored at 0', 5, 12, 1, 3, 2.4, 20, 0, 0],
    ['score floored at 0', 2, 3, 1, 3, 1.5, 50, 0.25, 0],
    ['the 0.01 floor inside ln', 2000, 3000, 670, 3, 1.5, 33.5, 0.003, 3.9],
  ] as const)('%s', (_case, completed, total, first, n, average, accuracy, probability, score) => {
    expect(
      scorePractice({ completed, total_attempts: total, first_try_correct_ones: first }, n as number | undefined),
    ).toEqual({
      completed,
      total_attempts: total,
      first_try_correct_ones: first,
      average_attempts: average,
      accuracy,
      probability_of_knowing: probability,
      score,
    });
  });
});

describe('resultEmoji', () => {
  it.each([
    [100, '🎉'],
    [80, '🎉'],
    [79.9, '👍'],
    [60, '👍'],
    [59.9, '📚'],
    [0, '📚'],
  ])('%s → %s', (accuracy, emoji) => expect(resultEmoji(accuracy)).toBe(emoji));
});

describe('optionCount and exerciseCount', () => {
  const cases: [PracticeProps, number | undefined, number][] = [
    [
      {
        practice_type: 'letter-tweak',
        exercises: [{ word: 'a', tweaks: [{ letter: 'a', silent: false, length: 'short' }] }],
      },
      5,
      1,
    ],
    [
      {
        practice_type: 'subset-select',
        image_word_pairs: ['a', 'b', 'c', 'd'].map((word) => ({ image_url: '🍎', word })),
      },
      3,
      4,
    ],
    [
      {
        practice_type: 'insert-it-right',
        exercises: [
          { word: 'x', sentence: 'a b c', allowed_positions: [0, 3] },
          { word: 'y', sentence: 'a b', allowed_positions: [1] },
        ],
      },
      2,
      2,
    ],
    [
      {
        practice_type: 'word-choice',
        options: [
          { value: 'in', sentences: [{ text: 'a <blank>' }, { text: 'b <blank>' }] },
          { value: 'on', sentences: [{ text: 'c <blank>' }] },
        ],
      },
      2,
      3,
    ],
    [
      { practice_type: 'fill-in-the-blank', exercises: [{ hint: 'h', sentence: '<blank>', answer: 'a' }] },
      undefined,
      1,
    ],
    [{ practice_type: 'tense-transform', exercises: [] }, undefined, 0],
  ];
  it.each(cases)('%#', (props, n, count) => {
    expect(optionCount(props)).toBe(n);
    expect(exerciseCount(props)).toBe(count);
  });

  it('falls back to 3 for insert-it-right without positions and word-choice without options', () => {
    expect(optionCount({ practice_type: 'insert-it-right', exercises: [] })).toBe(3);
    expect(optionCount({ practice_type: 'word-choice', options: [] })).toBe(3);
  });
});

describe('shuffle', () => {
  it('is a permutation, leaves the input alone, and repeats with the same seed', () => {
    const input = [1, 2, 3, 4, 5, 6, 7, 8];
    const a = shuffle(input, seededRandom(42));
    expect([...a].sort()).toEqual(input);
    expect(input).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(shuffle(input, seededRandom(42))).toEqual(a);
    expect(shuffle(input, seededRandom(43))).not.toEqual(a);
  });

  it('reaches every order of three items', () => {
    const random = seededRandom(7);
    const seen = new Set(Array.from({ length: 300 }, () => shuffle(['a', 'b', 'c'], random).join('')));
    expect(seen.size).toBe(6);
  });
});

describe('subsetChoices', () => {
  it('offers the correct word plus two distinct others', () => {
    const words = ['apple', 'house', 'tree', 'sun', 'fish'];
    const random = seededRandom(1);
    for (let i = 0; i < 50; i++) {
      const correct = words[i % words.length]!;
      const choices = subsetChoices(words, correct, random);
      expect(choices).toHaveLength(3);
      expect(new Set(choices).size).toBe(3);
      expect(choices).toContain(correct);
      for (const choice of choices) expect(words).toContain(choice);
    }
  });
});

describe('answersMatch (trimmed, case-insensitive)', () => {
  it.each([
    ['went', 'went', true],
    ['  Went ', 'went', true],
    ['WENT', 'went', true],
    ['I ate breakfast at seven.', 'i ate breakfast at seven.', true],
    ['wnt', 'went', false],
    ['', 'went', false],
    ['went.', 'went', false],
  ])('%j vs %j → %s', (given, expected, result) => expect(answersMatch(given, expected)).toBe(result));
});

describe('splitAtBlank and insertAt', () => {
  it.each([
    ['Yesterday I <blank> to the market.', ['Yesterday I ', ' to the market.']],
    ['<blank> sun rises.', ['', ' sun rises.']],
    ['No blank here.', undefined],
    ['Two <blank> and <blank>.', undefined],
  ])('%s', (text, parts) => expect(splitAtBlank(text)).toEqual(parts));

  it.each([
    [0, 'always She drinks coffee'],
    [1, 'She always drinks coffee'],
    [3, 'She drinks coffee always'],
  ])('position %i', (position, sentence) => expect(insertAt('She  drinks coffee', 'always', position)).toBe(sentence));
});

describe('letter-tweak', () => {
  const cycle = (letter: string, clicks: number) => {
    let tweak = initialTweak(letter);
    const seen: LetterTweak[] = [tweak];
    for (let i = 0; i < clicks; i++) seen.push((tweak = nextTweak(tweak)));
    return seen.map((t) => (t.silent ? 'silent' : (t.length ?? 'normal')));
  };

  it('cycles a vowel short → long → silent → short', () => {
    expect(cycle('a', 4)).toEqual(['short', 'long', 'silent', 'short', 'long']);
    expect(cycle('E', 3)).toEqual(['short', 'long', 'silent', 'short']);
  });

  it('toggles a consonant normal ↔ silent', () => {
    expect(cycle('k', 3)).toEqual(['normal', 'silent', 'normal', 'silent']);
  });

  it('is correct only when every letter matches letter, silent flag and length', () => {
    const expected: LetterTweak[] = [
      { letter: 'c', silent: false, length: null },
      { letter: 'a', silent: false, length: 'long' },
      { letter: 'k', silent: false, length: null },
      { letter: 'e', silent: true, length: null },
    ];
    const start = ['c', 'a', 'k', 'e'].map(initialTweak);
    expect(tweaksMatch(start, expected)).toBe(false);
    const solved = [start[0]!, nextTweak(start[1]!), start[2]!, nextTweak(nextTweak(start[3]!))];
    expect(tweaksMatch(solved, expected)).toBe(true);
    expect(tweaksMatch(solved.slice(0, 3), expected)).toBe(false);
    expect(tweaksMatch([solved[0]!, solved[1]!, nextTweak(solved[2]!), solved[3]!], expected)).toBe(false);
  });
});
