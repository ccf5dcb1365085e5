// What a signed-in person is offered: navigation layout, the areas whose links they see and the
// Home cards (issue 8 "Each role sees what it can use"). Decided from the token's claims, which are
// for navigation only (DESIGN §5): the server still decides every request. An area is offered only
// when the role holds the resource its screen calls, so nobody is sent to a screen the server refuses.
import { ADMIN_ROLE_ID, ROLE_NAMES } from '../ids/index';
import type { Resource } from '../access/vocabulary';

/** The claims navigation reads (a subset of TokenClaims). */
export interface NavigationClaims {
  role_id: string;
  role_name: string;
  tutor_id?: string | undefined;
  granted_resources: readonly string[];
}

/** Spec part 1 §2: one navigation layout per kind of person (admin > content > tutor > student). */
export type LayoutKind = 'admin' | 'content' | 'tutor' | 'student';

/** Screens the web app links to; each maps to a path there. */
export type Area =
  | 'profile'
  | 'seds'
  | 'sessions'
  | 'lessons'
  | 'practices'
  | 'progress'
  | 'tutor-students'
  | 'tutor-schedule'
  | 'tutor-sessions'
  | 'content-lessons'
  | 'content-practices'
  | 'admin';

/** Home cards; a card leads to one area ('students' and 'student-admin' both lead to tutor-students). */
export type HomeCardId =
  | 'seds'
  | 'sessions'
  | 'lessons'
  | 'practices'
  | 'progress'
  | 'students'
  | 'schedule'
  | 'tutor-sessions'
  | 'content-lessons'
  | 'content-practices'
  | 'admin'
  | 'content'
  | 'student-admin';

export interface NavigationOffer {
  layout: LayoutKind;
  areas: Area[];
  homeCards: HomeCardId[];
}

export function isAdminClaims(claims: NavigationClaims): boolean {
  return claims.role_id === ADMIN_ROLE_ID;
}

/** Spec part 1 §6: tutor status comes from tutor_id in the token; admins also reach tutor areas. */
export function reachesTutorAreas(claims: NavigationClaims): boolean {
  return Boolean(claims.tutor_id) || isAdminClaims(claims);
}

/** Spec part 1 §2: content routes open for content staff and admins. */
export function reachesContentAreas(claims: NavigationClaims): boolean {
  return claims.role_name === ROLE_NAMES.content || isAdminClaims(claims);
}

export function layoutFor(claims: NavigationClaims): LayoutKind {
  if (isAdminClaims(claims)) return 'admin';
  if (claims.role_name === ROLE_NAMES.content) return 'content';
  if (claims.tutor_id) return 'tutor';
  return 'student';
}

/**
 * Each area with who reaches it and the resource its screen reads. The learner areas (a student's
 * own SEDs, sessions and booking, assigned lessons) are not a tutor's: a tutor's role reads sessions
 * as their tutor and assignments as the one who assigns, and the server refuses them SEDs and booking.
 */
const AREA_RULES: Record<
  Area,
  { reaches: (claims: NavigationClaims) => boolean; resource: Resource | readonly Resource[] }
> = {
  profile: { reaches: () => true, resource: 'users' },
  seds: { reaches: (claims) => !claims.tutor_id, resource: 'seds' },
  sessions: { reaches: (claims) => !claims.tutor_id, resource: 'sessions' },
  lessons: { reaches: (claims) => !claims.tutor_id, resource: 'assignments' },
  // The practice catalogue (issue 48): every learner's, lessons or not. Tutors reach practices through
  // their students' lessons.
  practices: { reaches: (claims) => !claims.tutor_id, resource: 'practices' },
  // 'Mi progreso' (issue 10): one's own practice runs, each with its practice's title (the server also
  // reads practices). A tutor's runs are their students': they see them on each student's page.
  progress: { reaches: (claims) => !claims.tutor_id, resource: ['practice_stats', 'practices'] },
  'tutor-students': { reaches: reachesTutorAreas, resource: 'users' },
  'tutor-schedule': { reaches: reachesTutorAreas, resource: 'tutors' },
  'tutor-sessions': { reaches: (claims) => Boolean(claims.tutor_id), resource: 'sessions' },
  'content-lessons': { reaches: reachesContentAreas, resource: 'lessons' },
  'content-practices': { reaches: reachesContentAreas, resource: 'practices' },
  admin: { reaches: isAdminClaims, resource: 'users' },
};

const CARD_AREAS: Record<HomeCardId, Area> = {
  seds: 'seds',
  sessions: 'sessions',
  lessons: 'lessons',
  practices: 'practices',
  progress: 'progress',
  students: 'tutor-students',
  schedule: 'tutor-schedule',
  'tutor-sessions': 'tutor-sessions',
  'content-lessons': 'content-lessons',
  'content-practices': 'content-practices',
  admin: 'admin',
  content: 'content-lessons',
  'student-admin': 'tutor-students',
};

/**
 * Home's cards per layout, in order (spec part 1 §2: SEDs, 'Mis Sesiones', Lecciones, and for admins
 * Administración, Creación de Contenido, Administración de estudiantes), plus 'Mi progreso' after the
 * learner's cards (issue 10) and, for a student, the practices after the lessons (issue 48). Tutors and
 * content authors get the cards of their own navigation instead, and admins their three alone: a
 * learner's cards only led an admin to forms that say there is no plan (issue 48, docs/decisions/032).
 */
const LAYOUT_CARDS: Record<LayoutKind, HomeCardId[]> = {
  student: ['seds', 'sessions', 'lessons', 'practices', 'progress'],
  admin: ['admin', 'content', 'student-admin'],
  content: ['content-lessons', 'content-practices'],
  tutor: ['students', 'schedule', 'tutor-sessions'],
};

export function navigationFor(claims: NavigationClaims): NavigationOffer {
  const granted = new Set(claims.granted_resources);
  const areas = (Object.keys(AREA_RULES) as Area[]).filter((area) => {
    const rule = AREA_RULES[area];
    const resources: readonly Resource[] = typeof rule.resource === 'string' ? [rule.resource] : rule.resource;
    return rule.reaches(claims) && resources.every((resource) => granted.has(resource));
  });
  const layout = layoutFor(claims);
  const homeCards = LAYOUT_CARDS[layout].filter((card) => areas.includes(CARD_AREAS[card]));
  return { layout, areas, homeCards };
}
