import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodingFor, startSiteServer } from './site-server';
import { siteOriginPlaceholder } from '../catalogue/sitemap/build-sitemap';
import { contentSecurityPolicy } from '../constructs/content-security-policy';
import { documentsHeaders, httpHeadersOf, siteHeaders } from '../constructs/site-headers';
import { inlineScriptHashes } from '../constructs/inline-script-hashes';

/** Where the local cloud's services answer, as /config.json tells the app. */
const localConfig = {
  stage: 'prod',
  apiUrl: 'http://127.0.0.1:3001',
  userPoolEndpoint: 'http://127.0.0.1:9229',
  productApiUrl: 'http://127.0.0.1:3002/{apiId}/{stage}',
  outboxUrl: 'http://127.0.0.1:3005',
};

function headersOf(response: Response): Record<string, string> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => (headers[name] = value));
  return headers;
}

const shell = '<div id="root">shell</div><script>document.body.dataset.theme = "dark";</script>';

const files: Record<string, string> = {
  'index.html': shell,
  '_root/index.html': '<h1>Home</h1>',
  'contactus/index.html': '<h1>Contact us</h1>',
  'assets/index-abc.js': 'console.log("app");'.repeat(50),
  'faq/index.html': `<meta property="og:url" content="${siteOriginPlaceholder}/faq">`,
  'robots.txt': `Disallow: /admin\nSitemap: ${siteOriginPlaceholder}/sitemap.xml\n`,
  'videos/intro.mp4': 'not really a video',
  'documents/guide.pdf': '%PDF-1.7',
  'prerendered.json': JSON.stringify({
    pages: [
      { path: '/', file: '_root/index.html' },
      { path: '/contactus', file: 'contactus/index.html' },
      { path: '/faq', file: 'faq/index.html' },
    ],
  }),
};

describe('the --prod site server', () => {
  let base: string;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'marque-dist-'));
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dist, name)), { recursive: true });
      writeFileSync(join(dist, name), text);
    }
    const server = await startSiteServer({
      dist,
      port: 0,
      configJson: JSON.stringify(localConfig),
    });
    base = server.url.replace(/\/$/, '');
    close = server.close;
  });
  afterAll(() => close());

  const get = (path: string, encoding = 'identity') =>
    fetch(`${base}${path}`, { headers: { 'accept-encoding': encoding } });

  it('serves each pre-rendered page at its route', async () => {
    expect(await (await get('/')).text()).toBe('<h1>Home</h1>');
    const contact = await get('/contactus/');
    expect(contact.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(contact.headers.get('cache-control')).toBe('no-cache');
    expect(await contact.text()).toBe('<h1>Contact us</h1>');
  });

  it('puts its own origin where the build left the placeholder, as the deployment does', async () => {
    expect(await (await get('/faq')).text()).toBe(`<meta property="og:url" content="${base}/faq">`);
    const robots = await get('/robots.txt', 'gzip');
    expect(robots.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await robots.text()).toBe(`Disallow: /admin\nSitemap: ${base}/sitemap.xml\n`);
  });

  it('serves videos as video/mp4, uncompressed', async () => {
    const video = await get('/videos/intro.mp4', 'gzip, br');
    expect(video.headers.get('content-type')).toBe('video/mp4');
    expect(video.headers.get('content-encoding')).toBeNull();
  });

  it('answers any other path with the app shell, status 200', async () => {
    for (const path of ['/myProfile', '/apis/detail/unknown', '/downloads/index.json']) {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(shell);
    }
  });

  it('caches hashed assets for a year and compresses them like CloudFront', async () => {
    const br = await get('/assets/index-abc.js', 'gzip, deflate, br');
    expect(br.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(br.headers.get('content-encoding')).toBe('br');
    // fetch decodes the body: what arrives is the file.
    expect(await br.text()).toBe(files['assets/index-abc.js']);
    const gzip = await get('/assets/index-abc.js', 'gzip');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(encodingFor('gzip;q=1.0, identity')).toBe('gzip');
    expect(encodingFor(undefined)).toBeNull();
  });

  it('serves the local config from memory, never cached', async () => {
    const response = await get('/config.json');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual(localConfig);
  });

  it('never serves a file outside the site', async () => {
    const response = await get('/..%2F..%2Fetc%2Fpasswd');
    expect(await response.text()).toBe(shell);
  });

  it("sends the site's headers as CloudFront does (site-headers.ts), calls allowed to the local services only", async () => {
    const sent = httpHeadersOf(
      siteHeaders(
        contentSecurityPolicy({
          connect: ['http://127.0.0.1:3001', 'http://127.0.0.1:9229'],
          productApis: ['http://127.0.0.1:3002'],
          productApisFallback: 'http://127.0.0.1:3002',
          scriptHashes: inlineScriptHashes(shell),
        }),
      ),
    );
    for (const path of ['/', '/myProfile', '/assets/index-abc.js', '/config.json', '/robots.txt']) {
      const headers = headersOf(await get(path));
      expect(headers, path).toMatchObject(sent);
    }
    const csp = sent['content-security-policy'] ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain(
      "connect-src 'self' http://127.0.0.1:3001 http://127.0.0.1:9229 http://127.0.0.1:3002;",
    );
    expect(csp).toContain("frame-ancestors 'none'");
    expect(sent).toMatchObject({
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-frame-options': 'DENY',
    });
  });

  it('sends the PDFs the headers that let only the site frame them', async () => {
    const pdf = await get('/documents/guide.pdf');
    expect(headersOf(pdf)).toMatchObject(httpHeadersOf(documentsHeaders));
    expect(pdf.headers.get('permissions-policy')).toBeNull();
  });
});
