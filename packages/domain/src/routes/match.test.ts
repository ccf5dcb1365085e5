import { describe, expect, it } from 'vitest';
import { APP_ROUTE_PATTERNS, isAppRoute } from './match';
import { paths } from './paths';

describe('isAppRoute', () => {
  it.each([
    '/',
    '/login',
    '/profile',
    '/avisos',
    '/seds',
    '/seds/enviar',
    '/seds/0190c3a5-7b1e-7000-8000-000000000001',
    '/sesiones/agendar',
    '/sesiones/abc',
    '/lecciones/x',
    '/practices/7',
    '/progreso',
    '/tutor/horario',
    '/tutor/sesiones',
    '/tutor/students/s1/lessons',
    '/content/lessons/create',
    '/content/practices/p1/edit',
    '/admin/views/v1/edit',
    '/admin/insights',
    '/admin/users',
    '/seds/',
    '/seds//',
    '/SEDS',
    '/Admin/Plans/Create',
    '/seds/caf%C3%A9',
    '/seds/a%2Fb',
    '/seds/%E0%A4%A',
  ])('%s is a route of the app', (pathname) => {
    expect(isAppRoute(pathname)).toBe(true);
  });

  it.each([
    '',
    'seds',
    '/no-existe',
    '/seds/a/b/c',
    '/seds//x',
    '/seds/a/edit',
    '/admin',
    '/admin/users/u1',
    '/admin/users/u1/edit/more',
    '/tutor/students/s1',
    '/tutor/students//lessons',
    '/api',
    '/api/users',
    '/assets/index-abc.js',
    '/index.html',
    '/loginx',
    '/progreso/x',
    '/avisos/x',
    '/%73eds-x',
  ])('%s is not a route of the app', (pathname) => {
    expect(isAppRoute(pathname)).toBe(false);
  });

  it('compares segments decoded, as the client router does', () => {
    expect(isAppRoute('/%73eds')).toBe(true);
  });

  it('lists every path builder once, with its placeholder', () => {
    expect(APP_ROUTE_PATTERNS).toContain(paths.seds.detail(':id'));
    expect(APP_ROUTE_PATTERNS).toContain(paths.tutor.studentLessons(':studentId'));
    expect(APP_ROUTE_PATTERNS).toHaveLength(new Set(APP_ROUTE_PATTERNS).size);
    expect(APP_ROUTE_PATTERNS).toContain(paths.admin.insights);
    expect(APP_ROUTE_PATTERNS).toHaveLength(41);
  });
});
