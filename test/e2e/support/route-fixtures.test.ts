import { describe, expect, it } from 'vitest';
import { appRoutes } from '../../../web/src/app/router';
import { routePathPatterns } from '../../../web/src/app/route-paths';
import { fixtureGaps } from './route-fixtures';

// In vitest's web project: the router is imported as the app builds it, which the journeys,
// served the production build, cannot do in the browser.
describe('the accessibility suite’s route fixtures', () => {
  it('have a visit for every path of the router, and none for a path it no longer has', () => {
    const { missing, stale } = fixtureGaps(routePathPatterns(appRoutes));
    expect(missing, 'router paths with no fixture: add a visit for each').toEqual([]);
    expect(stale, 'fixtures of paths the router no longer has').toEqual([]);
  });
});
