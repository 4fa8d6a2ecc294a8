import { describe, expect, it } from 'vitest';
import { prerenderedFile, prerenderPaths, staticPrerenderPaths } from './prerender-routes';

describe('prerenderPaths', () => {
  it('lists the public pages, then each category, service and documented API', () => {
    const paths = prerenderPaths({
      categories: [
        { name: 'Customer', services: ['customer-authentication'] },
        { name: 'OCR', services: ['document-ocr', 'number-plate-ocr'] },
      ],
      apiNames: ['getVehicleStatus', 'sendRegistrationOtp'],
    });
    expect(paths.slice(0, staticPrerenderPaths.length)).toEqual(staticPrerenderPaths);
    expect(paths.slice(staticPrerenderPaths.length)).toEqual([
      '/apis/services/Customer',
      '/apis/servicesdetail/Customer/customer-authentication',
      '/apis/services/OCR',
      '/apis/servicesdetail/OCR/document-ocr',
      '/apis/servicesdetail/OCR/number-plate-ocr',
      '/apis/detail/getVehicleStatus',
      '/apis/detail/sendRegistrationOtp',
    ]);
  });

  it("lists each seeded post's page after the public pages", () => {
    const paths = prerenderPaths({
      categories: [],
      apiNames: [],
      blogSlugs: ['new-portal', 'oauth tokens'],
    });
    expect(paths.slice(staticPrerenderPaths.length)).toEqual([
      '/blog/new-portal',
      '/blog/oauth%20tokens',
    ]);
  });

  it('includes the home, contact and getting-started pages and never a signed-in page', () => {
    const paths = prerenderPaths({ categories: [], apiNames: [] });
    expect(paths).toEqual(expect.arrayContaining(['/', '/home', '/contactus', '/getting-started']));
    expect(paths).not.toEqual(expect.arrayContaining(['/myProfile']));
    expect(
      paths.filter((path) => path.startsWith('/admin') || path.startsWith('/application')),
    ).toEqual([]);
  });

  it('encodes names with spaces and lists a path once', () => {
    const paths = prerenderPaths({
      categories: [{ name: 'Vehicle Data', services: ['status'] }],
      apiNames: ['getStatus', 'getStatus'],
    });
    expect(paths).toContain('/apis/services/Vehicle%20Data');
    expect(paths).toContain('/apis/servicesdetail/Vehicle%20Data/status');
    expect(paths.filter((path) => path === '/apis/detail/getStatus')).toHaveLength(1);
  });
});

describe('prerenderedFile', () => {
  it('writes a route to its folder and keeps index.html for the app shell', () => {
    expect(prerenderedFile('/')).toBe('_root/index.html');
    expect(prerenderedFile('/contactus')).toBe('contactus/index.html');
    expect(prerenderedFile('/apis/services/Vehicle%20Data')).toBe(
      'apis/services/Vehicle Data/index.html',
    );
  });
});
