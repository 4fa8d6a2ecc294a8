import type { RouteObject } from 'react-router-dom';

function joinPath(parent: string, path: string): string {
  if (path.startsWith('/')) return path;
  const base = parent.endsWith('/') ? parent : `${parent}/`;
  return `${base}${path}`;
}

/**
 * Every path pattern a route tree renders a page at ('/', '/apis/services/:category', '/*'), in
 * tree order, once each. A route with children is a layout: its index child gives its own path.
 * The accessibility suite checks it has a visit for each, so a new route is covered by itself.
 */
export function routePathPatterns(routes: readonly RouteObject[], parent = ''): string[] {
  const found: string[] = [];
  for (const route of routes) {
    const path = route.path === undefined ? parent : joinPath(parent, route.path);
    if (route.children?.length) found.push(...routePathPatterns(route.children, path));
    else found.push(path === '' ? '/' : path);
  }
  return [...new Set(found)];
}
