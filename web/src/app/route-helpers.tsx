import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { comingSoonRoutes, type ComingSoonGroup } from './coming-soon-routes';

/** A page loaded on first visit: each one becomes its own chunk. */
export const page = (load: () => Promise<ComponentType>) => async () => ({
  Component: await load(),
});

/** The ComingSoon routes of one group, with paths relative to `base`. */
export function comingSoonChildren(group: ComingSoonGroup, base = '/'): RouteObject[] {
  return comingSoonRoutes
    .filter((entry) => entry.group === group)
    .map((entry) => {
      const lazy = async () => {
        const { ComingSoon } = await import('../components/coming-soon');
        return {
          element: (
            <ComingSoon
              feature={entry.feature}
              summary={entry.summary}
              compact={group === 'auth'}
            />
          ),
        };
      };
      const path = entry.path.slice(base.length).replace(/^\//, '');
      return path ? { path, lazy } : { index: true, lazy };
    });
}
