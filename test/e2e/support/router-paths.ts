import type { Page } from '@playwright/test';

/**
 * The path patterns of the app's router as the browser runs it: the local portal serves the
 * sources through Vite, so the page imports web/src/app/router.tsx and route-paths.ts themselves
 * (a string, so Playwright's transform leaves the dynamic imports to the browser).
 */
export async function routerPathPatterns(page: Page): Promise<string[]> {
  await page.goto('/404');
  return page.evaluate<string[]>(`(async () => {
    const [{ appRoutes }, { routePathPatterns }] = await Promise.all([
      import('/src/app/router.tsx'),
      import('/src/app/route-paths.ts'),
    ]);
    return routePathPatterns(appRoutes);
  })()`);
}
