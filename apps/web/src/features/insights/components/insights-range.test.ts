import { describe, expect, it } from 'vitest';
import { defaultInsightsRange } from './insights-range';

describe('defaultInsightsRange', () => {
  it.each([
    // 02:00 UTC on 2 December is still 1 December in Mexico City.
    ['2026-12-02T02:00:00Z', { from: '2026-10-07', to: '2026-12-01' }],
    ['2026-12-02T18:00:00Z', { from: '2026-10-08', to: '2026-12-02' }],
    ['2026-03-01T12:00:00Z', { from: '2026-01-05', to: '2026-03-01' }],
  ])('%s → %o', (now, expected) => {
    expect(defaultInsightsRange(new Date(now))).toEqual(expected);
  });
});
