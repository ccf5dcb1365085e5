import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession, type Session } from './session';

/** The signed-in session (token + claims), or null; re-renders on sign-in, sign-out and expiry. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}
