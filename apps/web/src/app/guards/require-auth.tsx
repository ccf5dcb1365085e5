import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/use-session';

/** Spec part 1 §2: with no valid token the user is sent to /login. */
export function RequireAuth() {
  const session = useSession();
  if (!session) return <Navigate to={paths.login} replace />;
  return <Outlet />;
}

/** /login for signed-in users is Home: there is nothing to sign in to. */
export function RedirectIfAuthenticated({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session) return <Navigate to={paths.home} replace />;
  return children;
}
