import { describe, expect, it } from 'vitest';
import { invalidSummary, parsePositions, positionsText, togglePosition } from './parse-positions';

describe('parsePositions', () => {
  it.each([
    ['', [], []],
    ['0', [0], []],
    ['0, 2,5', [0, 2, 5], []],
    [' 1 ,, 3 ,', [1, 3], []],
    ['1.5', [1.5], []],
    ['+4', [4], []],
    ['-0', [-0], []],
    ['abc', [], [{ value: 'abc', message: 'not a number' }]],
    ['1, -2', [1], [{ value: '-2', message: 'must be non-negative' }]],
    [
      'x, 2, -1, 3e2, 0x10',
      [2],
      [
        { value: 'x', message: 'not a number' },
        { value: '-1', message: 'must be non-negative' },
        { value: '3e2', message: 'not a number' },
        { value: '0x10', message: 'not a number' },
      ],
    ],
  ])('%j → %j, invalid %j', (text, values, invalid) => {
    expect(parsePositions(text)).toEqual({ values, invalid });
  });

  it("sums the invalid values up as 'Valores inválidos: {list}'", () => {
    expect(invalidSummary(parsePositions('a, 1, -3').invalid)).toBe('Valores inválidos: a, -3');
  });
});

describe('togglePosition', () => {
  it.each([
    ['', 2, '2'],
    ['0, 3', 2, '0, 3, 2'],
    ['0, 2, 3', 2, '0, 3'],
    ['2,2', 2, ''],
    ['abc, 1', 1, 'abc'],
    ['abc', 1, 'abc, 1'],
  ])('%j with %i → %j', (text, position, next) => {
    expect(togglePosition(text, position)).toBe(next);
  });
});

describe('positionsText', () => {
  it('reads the saved numbers back comma-separated', () => {
    expect(positionsText([1, 3])).toBe('1, 3');
    expect(positionsText(undefined)).toBe('');
  });
});
