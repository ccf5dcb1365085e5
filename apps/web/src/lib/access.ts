// Client-side role checks: navigation only, the server decides every request (DESIGN §5). The rules
// live once in packages/domain (navigation); these names are what the route guards read.
import {
  isAdminClaims,
  layoutFor,
  navigationFor,
  reachesContentAreas,
  reachesTutorAreas,
  type Area,
  type LayoutKind,
} from '@charla/domain/navigation';

export type { Area, LayoutKind };
export { layoutFor, navigationFor };
export const isAdmin = isAdminClaims;
export const isTutor = reachesTutorAreas;
export const isContentCreator = reachesContentAreas;
