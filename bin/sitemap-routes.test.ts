import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../infra/catalogue/read-catalogue';
import { sitemapPaths } from '../infra/catalogue/sitemap/build-sitemap';
import { seededBlogSlugs } from '../lambdas/content/seeded-blog-slugs';
import { publicPages } from '../shared/public-routes';

describe('the sitemap the build writes', () => {
  const slugs = seededBlogSlugs(new Date());
  const sitemap = sitemapPaths(loadCatalogue(), slugs);

  it('lists every seeded post and every fixed public page but the aliases', () => {
    expect(slugs.length).toBeGreaterThan(0);
    for (const slug of slugs) expect(sitemap).toContain(`/blog/${encodeURIComponent(slug)}`);
    const fixed = publicPages.filter((page) => page.inSitemap).map((page) => page.path);
    expect(sitemap.slice(0, fixed.length)).toEqual(fixed);
    expect(sitemap).toContain('/getting-started-new');
    expect(sitemap).not.toContain('/home');
  });
});
