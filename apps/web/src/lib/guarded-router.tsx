// The app's router: react-router's own <Router> over a history, as BrowserRouter is, with one thing
// more — a page holding unsaved work (LeaveGuards) is asked before any move to another page: a push or
// replace (links, navigate(), <Navigate>), navigate(-1), and the browser's back and forward, which are
// undone until the person chooses to leave. react-router's data router has a blocker, but it costs
// 16 kB gzip on /login, over the first page's budget (docs/decisions/016, 032).
import { startTransition, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import {
  Router,
  type Navigator,
  type To,
  type UNSAFE_createBrowserHistory,
  type UNSAFE_createMemoryHistory,
} from 'react-router';
import { LeaveGuards, LeaveGuardsContext } from './leave-guards';

type RouterHistory = ReturnType<typeof UNSAFE_createBrowserHistory> | ReturnType<typeof UNSAFE_createMemoryHistory>;

interface GuardedRouterProps {
  /** A browser history in the app, a memory history in tests (both with v5Compat: true). */
  history: RouterHistory;
  children: ReactNode;
}

export function GuardedRouter({ history, children }: GuardedRouterProps) {
  const [guards] = useState(() => new LeaveGuards());
  const [state, setState] = useState({ action: history.action, location: history.location });

  const navigator = useMemo<Navigator>(() => {
    const isOtherPage = (to: To) => history.createURL(to).pathname !== history.location.pathname;
    const attempt = (to: To, move: () => void) => (isOtherPage(to) ? guards.attempt(move) : move());
    return {
      createHref: (to) => history.createHref(to),
      encodeLocation: (to) => history.encodeLocation(to),
      push: (to, state) => attempt(to, () => history.push(to, state)),
      replace: (to, state) => attempt(to, () => history.replace(to, state)),
      go: (delta) => guards.attempt(() => history.go(delta)),
    };
  }, [history, guards]);

  useLayoutEffect(() => {
    /** Our own step back after a held back/forward: the page never left, nothing to show. */
    let isUndoing = false;
    /** The person chose to leave: the next back/forward goes through. */
    let isLeaving = false;
    return history.listen(({ action, location, delta }) => {
      if (isUndoing) {
        isUndoing = false;
        return;
      }
      if (action === 'POP' && delta && !isLeaving && guards.isHolding()) {
        isUndoing = true;
        history.go(-delta);
        guards.attempt(() => {
          isLeaving = true;
          history.go(delta);
        });
        return;
      }
      isLeaving = false;
      startTransition(() => setState({ action, location }));
    });
  }, [history, guards]);

  return (
    <LeaveGuardsContext.Provider value={guards}>
      <Router location={state.location} navigationType={state.action} navigator={navigator}>
        {children}
      </Router>
    </LeaveGuardsContext.Provider>
  );
}
