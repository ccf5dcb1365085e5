// The SPA's route table as the server sees it: a path that matches none of these patterns is an
// HTTP 404 (the app still renders its not-found page). The web's router registers exactly these
// patterns (apps/web/src/app/routes.test.tsx keeps the two equal).
import { paths } from './paths';

const ID = ':id';
const crudPatterns = (crud: { list: string; create: string; edit: (id: string) => string }) => [
  crud.list,
  crud.create,
  crud.edit(ID),
];

/** Every route pattern of the app; ':name' segments stand for one non-empty path segment. */
export const APP_ROUTE_PATTERNS: readonly string[] = [
  paths.login,
  paths.home,
  paths.profile,
  paths.notifications,
  paths.seds.list,
  paths.seds.upload,
  paths.seds.detail(ID),
  paths.sessions.list,
  paths.sessions.book,
  paths.sessions.detail(ID),
  paths.lessons.list,
  paths.lessons.detail(ID),
  paths.practices.list,
  paths.practices.detail(ID),
  paths.progress,
  paths.tutor.schedule,
  paths.tutor.sessions,
  paths.tutor.students,
  paths.tutor.studentLessons(':studentId'),
  ...crudPatterns(paths.content.lessons),
  ...crudPatterns(paths.content.practices),
  ...crudPatterns(paths.admin.users),
  ...crudPatterns(paths.admin.plans),
  ...crudPatterns(paths.admin.roles),
  ...crudPatterns(paths.admin.tutors),
  ...crudPatterns(paths.admin.views),
  paths.admin.insights,
];

const segments = (pathname: string) => pathname.split('/').filter((segment) => segment !== '');

const COMPILED = APP_ROUTE_PATTERNS.map(segments);

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment; // a malformed escape stays as written, as react-router leaves it
  }
}

function matches(pattern: string[], actual: string[]): boolean {
  if (pattern.length !== actual.length) return false;
  // Case-insensitive like react-router's default matching, so server and client agree on /SEDS.
  return pattern.every((part, i) => part.startsWith(':') || part.toLowerCase() === actual[i]!.toLowerCase());
}

/**
 * Whether the client router has a route for `pathname` (the URL's path, no query or hash), with
 * react-router's rules: segments are compared decoded and case-insensitively, trailing slashes are
 * ignored, a ':name' segment matches one non-empty segment and an empty segment ('/seds//x') matches nothing.
 */
export function isAppRoute(pathname: string): boolean {
  if (!pathname.startsWith('/')) return false;
  const trimmed = pathname.replace(/\/+$/, '');
  if (trimmed.includes('//')) return false;
  const actual = segments(trimmed).map(decode);
  return COMPILED.some((pattern) => matches(pattern, actual));
}
