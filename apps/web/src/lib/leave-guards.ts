// Where a page with unsaved work holds the way out (issue 48, docs/decisions/032): the router asks
// before it moves to another page (links, navigate(), back and forward), sign-out asks before it ends
// the session. One page guards at a time: the editor on screen.
import { createContext, useContext } from 'react';

export interface LeaveGuard {
  /** Whether leaving now must be asked first (false once the person chose to leave, or saved). */
  isHolding(): boolean;
  /** Asks; `leave` runs only if the person chooses to leave. */
  ask(leave: () => void): void;
}

export class LeaveGuards {
  private guard: LeaveGuard | null = null;

  /** Guards the page until the returned function is called. */
  hold(guard: LeaveGuard): () => void {
    this.guard = guard;
    return () => {
      if (this.guard === guard) this.guard = null;
    };
  }

  isHolding(): boolean {
    return this.guard?.isHolding() ?? false;
  }

  /** Runs `leave` now, or after the guard's question when the page holds unsaved work. */
  attempt(leave: () => void): void {
    const guard = this.guard;
    if (guard?.isHolding()) guard.ask(leave);
    else leave();
  }
}

/** Given by GuardedRouter; null under a router that guards nothing (a component test's MemoryRouter). */
export const LeaveGuardsContext = createContext<LeaveGuards | null>(null);

export function useLeaveGuards(): LeaveGuards | null {
  return useContext(LeaveGuardsContext);
}
