import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { appRoutes } from './router';
import { routePathPatterns } from './route-paths';

describe('routePathPatterns', () => {
  it('joins nested paths, passes through layouts and names an index by its parent', () => {
    const tree: RouteObject[] = [
      {
        path: '/',
        children: [
          { index: true },
          { path: 'apis', children: [{ index: true }, { path: 'detail/:apiName' }] },
          { children: [{ path: 'signIn' }] },
          { path: 'admin', children: [{ children: [{ index: true }, { path: 'apis' }] }] },
          { path: '*' },
        ],
      },
    ];
    expect(routePathPatterns(tree)).toEqual([
      '/',
      '/apis',
      '/apis/detail/:apiName',
      '/signIn',
      '/admin',
      '/admin/apis',
      '/*',
    ]);
  });

  it("lists the app's router: public, signed-in and admin pages, once each", () => {
    const paths = routePathPatterns(appRoutes);
    expect(paths).toEqual(expect.arrayContaining(['/', '/faq', '/blog/:blogTitle']));
    expect(paths).toEqual(
      expect.arrayContaining(['/application/appdetails', '/admin/usageInsights']),
    );
    expect(paths).toEqual(
      expect.arrayContaining(['/apis/servicesdetail/:category/:service', '/*']),
    );
    expect(new Set(paths).size).toBe(paths.length);
  });
});
