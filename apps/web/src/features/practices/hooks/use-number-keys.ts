// Number keys pick a choice (spec part 2 §9: word-choice 1–9, subset-select 1–3), unless the learner
// is typing in a field or holds a modifier (browser shortcuts stay theirs).
import { useEffect, useRef } from 'react';

export function useNumberKeys(count: number, onPick: (index: number) => void, isEnabled = true) {
  const onPickRef = useRef(onPick);
  useEffect(() => {
    onPickRef.current = onPick;
  }, [onPick]);

  useEffect(() => {
    if (!isEnabled || count === 0) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      if (!/^[1-9]$/.test(event.key)) return;
      const index = Number(event.key) - 1;
      if (index >= count) return;
      event.preventDefault();
      onPickRef.current(index);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [count, isEnabled]);
}
