import { describe, expect, it } from 'vitest';
import { numberWords, passageWordCount, passageWords, wordTokens } from './words';

describe('the words of a passage, as a reader says them', () => {
  it('lowers case and drops punctuation, keeping the word as written', () => {
    expect(passageWords('The fox, “quietly”, left.')).toEqual([
      { text: 'The', tokens: ['the'] },
      { text: 'fox,', tokens: ['fox'] },
      { text: '“quietly”,', tokens: ['quietly'] },
      { text: 'left.', tokens: ['left'] },
    ]);
  });

  it('writes numbers out', () => {
    expect(numberWords('12')).toEqual(['twelve']);
    expect(numberWords('305')).toEqual(['three', 'hundred', 'five']);
    expect(numberWords('1999')).toEqual(['one', 'thousand', 'nine', 'hundred', 'ninety', 'nine']);
    expect(wordTokens('2,000')).toEqual(['two', 'thousand']);
    expect(wordTokens('3.5')).toEqual(['three', 'point', 'five']);
    expect(numberWords('12345678')).toHaveLength(8);
  });

  it('expands contractions, leaving possessives alone', () => {
    expect(wordTokens("don't")).toEqual(['do', 'not']);
    expect(wordTokens('Won’t')).toEqual(['will', 'not']);
    expect(wordTokens("it's")).toEqual(['it', 'is']);
    expect(wordTokens("we'll")).toEqual(['we', 'will']);
    expect(wordTokens("Anna's")).toEqual(["anna's"]);
  });

  it('counts words, not marks standing alone', () => {
    expect(passageWordCount('Hello — world !  again')).toBe(3);
    expect(passageWordCount('   ')).toBe(0);
  });
});
