import { describe, expect, it } from 'vitest';
import type { LetterTweak } from '@charla/domain/practices';
import { retweak } from './retweak';

const t = (letter: string, silent = false, length: LetterTweak['length'] = null): LetterTweak => ({
  letter,
  silent,
  length,
});
// "cake": c sounded, a long, k sounded, e silent.
const CAKE = [t('c'), t('a', false, 'long'), t('k'), t('e', true)];

describe('retweak', () => {
  it('gives a new word one tweak per letter, as the player starts them', () => {
    expect(retweak('tea', [])).toEqual([t('t'), t('e', false, 'short'), t('a', false, 'short')]);
  });

  it.each([
    ['the same word', 'cake', CAKE],
    ['a letter added at the end', 'cakes', [...CAKE, t('s')]],
    ['a letter added at the start', 'scake', [t('s'), ...CAKE]],
    ['a letter changed in the middle', 'coke', [t('c'), t('o', false, 'short'), t('k'), t('e', true)]],
    ['a letter removed', 'cae', [t('c'), t('a', false, 'long'), t('e', true)]],
    ['another case', 'CAKE', [t('C'), t('A', false, 'long'), t('K'), t('E', true)]],
    ['spaces around it', '  cake ', CAKE],
    ['nothing', '', []],
  ])('keeps the marks of the letters both words share: %s', (_case, word, expected) => {
    expect(retweak(word, CAKE)).toEqual(expected);
  });

  it('never keeps a mark twice when the word is made of one letter repeated', () => {
    const aa = [t('a', true), t('a', false, 'long')];
    expect(retweak('aaa', aa)).toEqual([t('a', true), t('a', false, 'long'), t('a', false, 'short')]);
  });
});
