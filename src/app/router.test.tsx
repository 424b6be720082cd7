import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { NOT_FOUND_DESCRIPTION, NOT_FOUND_TITLE, ROUTES } from './route-table';
import { PAGE_LOADERS, routeObjects } from './router';

/** Every `path` in the nested route objects, depth first. */
function allPaths(routes: readonly RouteObject[]): string[] {
  return routes.flatMap((route) => [
    ...(route.path === undefined ? [] : [route.path]),
    ...allPaths(route.children ?? []),
  ]);
}

function findRoute(routes: readonly RouteObject[], path: string): RouteObject | undefined {
  for (const route of routes) {
    if (route.path === path) return route;
    const found = findRoute(route.children ?? [], path);
    if (found) return found;
  }
  return undefined;
}

describe('routeObjects', () => {
  const paths = allPaths(routeObjects);

  it('registers every route of the table and a catch-all, each once', () => {
    expect([...paths].sort()).toEqual([...ROUTES.map((r) => r.path), '*'].sort());
  });

  it('puts the catch-all last in its list so it never shadows a real route', () => {
    const [root] = routeObjects;
    const children = root?.children ?? [];
    expect(children.at(-1)?.path).toBe('*');
  });

  it('titles the catch-all "Page Not Found"', () => {
    expect(findRoute(routeObjects, '*')?.handle).toEqual({
      title: NOT_FOUND_TITLE,
      description: NOT_FOUND_DESCRIPTION,
    });
  });

  it.each(ROUTES.map((r) => [r.path, r.title, r.description] as const))(
    '%s carries its title and description in the route handle',
    (path, title, description) => {
      expect(findRoute(routeObjects, path)?.handle).toEqual({ title, description });
    },
  );

  it('has a page for every route of the table, and no page without a route', () => {
    expect(Object.keys(PAGE_LOADERS).sort()).toEqual(ROUTES.map((r) => r.path).sort());
  });

  it('has an error element on the root layout', () => {
    expect(routeObjects).toHaveLength(1);
    expect(routeObjects[0]?.errorElement).toBeTruthy();
  });
});
