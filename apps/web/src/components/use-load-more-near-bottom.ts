// Infinite scroll (spec part 1 §9: the next page loads when the user is within 100 px of the bottom).
// Scroll- and resize-driven rather than an IntersectionObserver: after each page the check runs again,
// so a page that does not fill the screen loads the next one without any scrolling.
import { useEffect, useRef, type RefObject } from 'react';

export const LOAD_MORE_THRESHOLD_PX = 100;

interface Options {
  /** A next page exists and nothing is loading or failed (a failed page waits for a retry). */
  canLoadMore: boolean;
  onLoadMore: () => void;
  /** The scrolling element; the window when absent. */
  container?: RefObject<HTMLElement | null>;
  threshold?: number;
  /** Changes whenever the content grows (e.g. the number of rows), to check again. */
  contentKey?: unknown;
}

/** Pixels between the bottom of the visible area and the end of the content. */
export function distanceToBottom(element?: HTMLElement | null): number {
  if (element) return element.scrollHeight - element.scrollTop - element.clientHeight;
  const root = document.documentElement;
  return root.scrollHeight - (window.scrollY + window.innerHeight);
}

export function useLoadMoreNearBottom({
  canLoadMore,
  onLoadMore,
  container,
  threshold = LOAD_MORE_THRESHOLD_PX,
  contentKey,
}: Options) {
  const onLoadMoreRef = useRef(onLoadMore);
  useEffect(() => {
    onLoadMoreRef.current = onLoadMore;
  }, [onLoadMore]);

  useEffect(() => {
    if (!canLoadMore) return;
    const element = container?.current ?? null;
    const target: HTMLElement | Window = element ?? window;
    // One request per armed state: the effect re-arms once the page has loaded (canLoadMore again).
    let requested = false;
    const check = () => {
      if (requested || distanceToBottom(element) > threshold) return;
      requested = true;
      onLoadMoreRef.current();
    };
    check();
    target.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      target.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [canLoadMore, container, threshold, contentKey]);
}
