// For what a page can show a moment later without anyone waiting on it (a third party's embed): false
// on the first render, true once the browser has painted the page and has a moment to spare
// (requestIdleCallback, at most IDLE_TIMEOUT_MS later), or after the next frame where there is no idle
// callback (Safari). The page's own words and images then travel and paint first (decision 022).
// afterNextPaint waits for the next frame only: a framed page's code (app/lazy-area.ts) is asked for
// right after its words are painted, not when the browser is idle.
import { useEffect, useState } from 'react';

export const IDLE_TIMEOUT_MS = 2000;

/** Runs `task` after the next paint, when the browser is idle; the returned function cancels it. */
export function afterPaint(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  return afterNextPaint(task);
}

/** Runs `task` right after the browser has painted its next frame; the returned function cancels it. */
export function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterPaint(() => setPainted(true)), []);
  return painted;
}
