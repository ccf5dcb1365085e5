// The bound of what a process keeps (lib/shared-pages, lib/kept-parts): by number and by characters, the
// least recently used out first, a value read becoming the most recently used.
import { describe, expect, it } from 'vitest';
import { createLru } from './lru';

const value = (name: string, chars = 1) => ({ name, chars });

describe('createLru', () => {
  it('keeps at most maxEntries, the least recently used out first', () => {
    const lru = createLru<ReturnType<typeof value>>(2, 100);
    lru.set('a', value('a'));
    lru.set('b', value('b'));
    expect(lru.get('a')?.name).toBe('a'); // a is now the most recently used
    lru.set('c', value('c'));
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')?.name).toBe('a');
    expect(lru.get('c')?.name).toBe('c');
  });

  it('keeps at most maxChars, as many of the oldest out as it takes', () => {
    const lru = createLru<ReturnType<typeof value>>(10, 10);
    lru.set('a', value('a', 4));
    lru.set('b', value('b', 4));
    lru.set('c', value('c', 9));
    expect(lru.get('a')).toBeUndefined();
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('c')?.chars).toBe(9);
  });

  it('replacing a value counts only the new one', () => {
    const lru = createLru<ReturnType<typeof value>>(10, 10);
    lru.set('a', value('a1', 6));
    lru.set('a', value('a2', 6));
    lru.set('b', value('b', 4));
    expect(lru.get('a')?.name).toBe('a2');
    expect(lru.get('b')?.name).toBe('b');
  });

  it('set answers the value it keeps', () => {
    const lru = createLru<ReturnType<typeof value>>(1, 1);
    const kept = value('a');
    expect(lru.set('a', kept)).toBe(kept);
  });
});
