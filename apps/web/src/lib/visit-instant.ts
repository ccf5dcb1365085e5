// The instant a list's reads are anchored to for one visit of a page (the sessions lists' boundary
// between upcoming and past, spec part 1 §7). The shell reads such a page's first page while the page's
// code is on its way (app/layouts/first-reads.tsx), so both must compute the same instant, or the page
// would miss the shell's answer and ask again. The instant belongs to the history entry (react-router's
// location key): whoever asks first fixes it, and asking again within REUSE_MS (the page after the
// shell) gives the same one. Later (back to the entry, minutes on), it is the clock again, as a page
// mounting afresh always had it.
import { useState } from 'react';
import { useLocation } from 'react-router';

/** Long enough for an area's code on a slow phone network; short enough that the boundary stays now. */
export const REUSE_MS = 30_000;

const fixed = new Map<string, { iso: string; at: number }>();

/** The instant of the visit `entryKey` as an ISO string; `now` is the clock (tests pass their own). */
export function visitInstant(entryKey: string, now: number = Date.now()): string {
  for (const [key, entry] of fixed) if (now - entry.at >= REUSE_MS) fixed.delete(key);
  const kept = fixed.get(entryKey);
  if (kept) return kept.iso;
  const iso = new Date(now).toISOString();
  fixed.set(entryKey, { iso, at: now });
  return iso;
}

/** The instant of this visit, fixed for as long as the component stays mounted. */
export function useVisitInstant(): string {
  const { key } = useLocation();
  const [iso] = useState(() => visitInstant(key));
  return iso;
}
