import { describe, expect, it } from 'vitest';
import { formatAccuracy, formatCount, formatScore } from './index';

describe('progress numbers (es-MX, one decimal at most)', () => {
  it.each([
    [27.1, '27.1'],
    [27.06, '27.1'],
    [0, '0'],
    [40, '40'],
    [1234.5, '1,234.5'],
    [Number.NaN, '—'],
    [Number.POSITIVE_INFINITY, '—'],
  ])('score %s → %s', (value, expected) => {
    expect(formatScore(value)).toBe(expected);
  });

  it.each([
    [100, '100%'],
    [66.7, '66.7%'],
    [0, '0%'],
    [Number.NaN, '—'],
  ])('accuracy %s → %s', (value, expected) => {
    expect(formatAccuracy(value)).toBe(expected);
  });

  it.each([
    [1, '1 intento'],
    [0, '0 intentos'],
    [12, '12 intentos'],
    [1000, '1,000 intentos'],
  ])('count %s → %s', (value, expected) => {
    expect(formatCount(value, 'intento', 'intentos')).toBe(expected);
  });
});
