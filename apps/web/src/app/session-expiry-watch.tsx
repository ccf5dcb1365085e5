import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { clearSession, isExpired, SESSION_CHECK_INTERVAL_MS } from '@/lib/session';
import { useSession } from '@/lib/use-session';

export const SESSION_EXPIRED_MESSAGE = 'Tu sesión ha expirado';

/**
 * Spec part 1 §4: the token's expiry is checked every 60 s; at zero the user sees the 'expired'
 * message and is logged out (the route guards then show /login).
 */
export function SessionExpiryWatch() {
  const session = useSession();
  useEffect(() => {
    if (!session) return;
    const timer = window.setInterval(() => {
      if (isExpired(session.claims)) {
        toast.error(SESSION_EXPIRED_MESSAGE, { id: 'session-ended' });
        clearSession();
      }
    }, SESSION_CHECK_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [session]);
  return null;
}
