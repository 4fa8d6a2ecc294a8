import { matchRoutes, type RouteObject } from 'react-router-dom';

/**
 * Loads the code of the routes that match `location` into the route objects before the router
 * starts, so hydrating a pre-rendered page renders it at once (no fallback, no mismatch).
 */
export async function resolveLazyRoutes(
  routes: RouteObject[],
  location: Pick<Location, 'pathname'>,
): Promise<void> {
  const matches = matchRoutes(routes, location.pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, resolved, { lazy: undefined });
    }),
  );
}
