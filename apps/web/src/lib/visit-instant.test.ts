import { describe, expect, it } from 'vitest';
import { REUSE_MS, visitInstant } from './visit-instant';

describe('visitInstant', () => {
  const start = Date.UTC(2026, 10, 28, 9, 0, 0);

  it('gives the page the instant the shell fixed for the same history entry', () => {
    const shell = visitInstant('entry-a', start);
    expect(shell).toBe('2026-11-28T09:00:00.000Z');
    expect(visitInstant('entry-a', start + 2_500)).toBe(shell);
  });

  it('gives another history entry its own instant', () => {
    visitInstant('entry-b', start);
    expect(visitInstant('entry-c', start + 1_000)).toBe('2026-11-28T09:00:01.000Z');
  });

  it('reads the clock again once the entry is visited after REUSE_MS', () => {
    visitInstant('entry-d', start);
    expect(visitInstant('entry-d', start + REUSE_MS)).toBe(new Date(start + REUSE_MS).toISOString());
  });
});
