// The server answers 404 for a path that is no route of the app (apps/api/src/plugins/web.ts); it
// knows the routes from @charla/domain/routes, so the router must register exactly those patterns.
import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { createRoutesFromChildren, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { APP_ROUTE_PATTERNS } from '@charla/domain/routes';
import { AppRouteTable } from './routes';

function patterns(routes: RouteObject[]): string[] {
  return routes.flatMap((route) => [...(route.path ? [route.path] : []), ...patterns(route.children ?? [])]);
}

describe('the route table', () => {
  it('registers exactly the patterns the server knows, plus the catch-all', () => {
    const table = AppRouteTable() as ReactElement<{ children: ReactNode }>;
    const children = Children.toArray(table.props.children).filter(isValidElement);
    const registered = patterns(createRoutesFromChildren(children));
    expect(registered.filter((path) => path !== '*').sort()).toEqual([...APP_ROUTE_PATTERNS].sort());
    expect(registered).toContain('*');
  });
});
