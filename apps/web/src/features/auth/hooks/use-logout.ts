import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import { useLeaveGuards } from '@/lib/leave-guards';
import { paths } from '@/lib/paths';
import { clearSession } from '@/lib/session';

export const LOGOUT_MESSAGE = 'Sesión cerrada exitosamente';

/**
 * Clears the session (token and everything derived from it) and goes to /login — after asking, when the
 * page holds unsaved work (docs/decisions/032).
 */
export function useLogout() {
  const navigate = useNavigate();
  const guards = useLeaveGuards();
  return useCallback(() => {
    const signOut = () => {
      clearSession();
      toast.success(LOGOUT_MESSAGE);
      navigate(paths.login, { replace: true });
    };
    if (guards) guards.attempt(signOut);
    else signOut();
  }, [navigate, guards]);
}
