import { readRouteJs } from '../budgets/route-js';

/**
 * JS a route group needs on first load (gzip KB): the entry, its static imports, the group's
 * page. The budgets test (test/budgets/) reads the same figures from a fresh build.
 */
export function webBundleFigures(): Record<string, number> {
  const routes = readRouteJs('web/dist');
  const dashboard = 'features/applications/pages/dashboard-page';
  return {
    'web entry JS gzip KB': routes.entryKb,
    'web home route JS gzip KB': routes.kbOf('features/content/pages/home-page'),
    // The home page's banners, trending strip and maintenance check load just after it paints.
    'web home route JS with after-paint parts gzip KB': routes.kbOf(
      'features/content/pages/home-page',
      ...routes.laterOf('features/content/pages/home-page'),
    ),
    // A group's figure is its heaviest page's first load.
    'web content route JS gzip KB': routes.largestOf('features/content/pages/'),
    'web catalogue route JS gzip KB': routes.largestOf('features/catalogue/pages/'),
    'web applications route JS gzip KB': routes.largestOf(
      'features/applications/pages/application',
    ),
    // The dashboard draws its charts with a chunk the page loads itself (uPlot): counted.
    'web dashboard route JS gzip KB': routes.kbOf(dashboard, ...routes.laterOf(dashboard)),
    'web admin route JS gzip KB': routes.largestOf('features/admin/pages/'),
    'web requests route JS gzip KB': routes.largestOf('features/requests/pages/'),
    'web account route JS gzip KB': routes.largestOf('features/account/pages/'),
    'web sign-in route JS gzip KB': routes.largestOf('features/auth/pages/'),
    'web documentation route JS gzip KB': routes.kbOf('features/docs/pages/'),
    // For users who may try out, the page loads the try-out panel itself.
    'web documentation route with try-out JS gzip KB': routes.kbOf(
      'features/docs/pages/',
      'try-out/try-out-panel',
    ),
  };
}
