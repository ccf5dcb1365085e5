import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import { paths } from '@/lib/paths';
import { clearSession } from '@/lib/session';

export const LOGOUT_MESSAGE = 'Sesión cerrada exitosamente';

/** Clears the session (token and everything derived from it) and goes to /login. */
export function useLogout() {
  const navigate = useNavigate();
  return useCallback(() => {
    clearSession();
    toast.success(LOGOUT_MESSAGE);
    navigate(paths.login, { replace: true });
  }, [navigate]);
}
