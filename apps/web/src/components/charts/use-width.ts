// The width a chart has on screen, so it is drawn at its real size (type stays 12 px on a phone and on
// a desktop) instead of a fixed drawing scaled up or down.
import { useLayoutEffect, useRef, useState } from 'react';

export function useWidth<E extends HTMLElement>(fallback: number) {
  const ref = useRef<E>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    // No ResizeObserver (a test's DOM): keep the fallback.
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const next = Math.floor(entry?.contentRect.width ?? 0);
      if (next > 0) setWidth(next);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}
