import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CatalogueSource } from '../catalogue-source';
import { loadCatalogue } from '../read-catalogue';
import { siteOriginPlaceholder, sitemapPaths, sitemapXml, withSiteOrigin } from './build-sitemap';

const catalogue = loadCatalogue();
const paths = sitemapPaths(catalogue, ['new-portal']);
/** The router's signed-in, admin and account areas (web/src/app/router.tsx). */
const privatePrefixes = [
  '/admin',
  '/dashboard',
  '/analytics',
  '/application',
  '/keyManager',
  '/myProfile',
  '/myRequest',
  '/microservicedetail',
  '/userRequestAccess',
  '/notifications',
  '/feedback',
  '/changePassword',
  '/signIn',
];

describe('sitemapPaths', () => {
  it("lists every category's services, every service page and every API's documentation", () => {
    const services = catalogue.categories.flatMap((category) => category.services);
    expect(services.length).toBeGreaterThan(10);
    for (const category of catalogue.categories) {
      expect(paths).toContain(`/apis/services/${encodeURIComponent(category.name)}`);
      for (const service of category.services) {
        expect(paths).toContain(
          `/apis/servicesdetail/${encodeURIComponent(category.name)}/${service.service}`,
        );
        for (const resource of service.resources) {
          expect(paths).toContain(`/apis/detail/${encodeURIComponent(resource.name)}`);
        }
      }
    }
    expect(paths).toEqual(expect.arrayContaining(['/', '/apis/category', '/contactus', '/faq']));
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('lists no signed-in, admin or account page', () => {
    for (const path of paths) {
      expect(
        privatePrefixes.some((prefix) => path.startsWith(prefix)),
        path,
      ).toBe(false);
    }
  });

  it('encodes names that are not URL-safe', () => {
    const odd: CatalogueSource = {
      categories: [
        {
          ...catalogue.categories[0]!,
          name: 'Parking & Charging',
          services: [{ ...catalogue.categories[0]!.services[0]!, service: 'a b' }],
        },
      ],
    };
    expect(sitemapPaths(odd, [])).toContain('/apis/servicesdetail/Parking%20%26%20Charging/a%20b');
  });
});

describe('sitemapXml', () => {
  it('writes one <url> per path on the origin, XML-escaped', () => {
    const xml = sitemapXml('https://developer.example.com/', ['/', "/apis/detail/a&b'<c>"]);
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/,
    );
    expect(xml).toContain('<url><loc>https://developer.example.com/</loc></url>');
    expect(xml).toContain(
      '<url><loc>https://developer.example.com/apis/detail/a&amp;b&apos;&lt;c&gt;</loc></url>',
    );
    expect(xml.match(/<url>/g)).toHaveLength(2);
  });
});

describe('withSiteOrigin', () => {
  it("puts the site's origin where the build wrote the placeholder", () => {
    const xml = sitemapXml(siteOriginPlaceholder, ['/faq']);
    expect(withSiteOrigin(xml, 'https://d111.cloudfront.net/')).toContain(
      '<loc>https://d111.cloudfront.net/faq</loc>',
    );
  });

  it('is what web/public/robots.txt names the sitemap with, after disallowing the private areas', () => {
    const robots = readFileSync('web/public/robots.txt', 'utf8');
    expect(withSiteOrigin(robots, 'http://127.0.0.1:5173')).toContain(
      'Sitemap: http://127.0.0.1:5173/sitemap.xml',
    );
    for (const area of ['/admin', '/dashboard', '/application', '/myProfile', '/keyManager']) {
      expect(robots).toContain(`Disallow: ${area}\n`);
    }
    expect(robots).toContain('Allow: /\n');
  });
});
