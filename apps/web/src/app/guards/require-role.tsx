import { Navigate, Outlet } from 'react-router';
import type { TokenClaims } from '@charla/domain/auth';
import { isAdmin, isContentCreator, isTutor, navigationFor, type Area } from '@/lib/access';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/use-session';

/** Lets the route through when the claims pass `allows`; anyone else goes Home (spec part 1 §2). */
function RequireClaims({ allows }: { allows: (claims: TokenClaims) => boolean }) {
  const session = useSession();
  if (!session) return <Navigate to={paths.login} replace />;
  if (!allows(session.claims)) return <Navigate to={paths.home} replace />;
  return <Outlet />;
}

export const RequireAdmin = () => <RequireClaims allows={isAdmin} />;
export const RequireTutor = () => <RequireClaims allows={isTutor} />;
export const RequireContent = () => <RequireClaims allows={isContentCreator} />;

/**
 * An area the caller is offered (navigationFor): a tutor who types /seds or /sesiones/agendar goes Home
 * instead of meeting a screen whose calls the server refuses.
 */
export function RequireArea({ area }: { area: Area }) {
  return <RequireClaims allows={(claims) => navigationFor(claims).areas.includes(area)} />;
}
