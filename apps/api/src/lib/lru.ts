// Values kept per process under a key, bounded by their number and by the characters they hold: past
// either, the least recently used go (lib/shared-pages, lib/kept-parts).
export function createLru<V extends { chars: number }>(maxEntries: number, maxChars: number) {
  const entries = new Map<string, V>();
  let chars = 0;

  return {
    /** The value kept under `key`, if any (it becomes the most recently used). */
    get(key: string): V | undefined {
      const value = entries.get(key);
      if (value !== undefined) {
        entries.delete(key);
        entries.set(key, value);
      }
      return value;
    },

    /** Keeps `value` under `key` in place of any earlier one; the least recently used go past the bounds. */
    set(key: string, value: V): V {
      const previous = entries.get(key);
      if (previous !== undefined) {
        chars -= previous.chars;
        entries.delete(key);
      }
      entries.set(key, value);
      chars += value.chars;
      for (const [oldest, kept] of entries) {
        if (entries.size <= maxEntries && chars <= maxChars) break;
        entries.delete(oldest);
        chars -= kept.chars;
      }
      return value;
    },
  };
}
