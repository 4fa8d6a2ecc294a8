import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { inlineScriptHashes } from '../constructs/inline-script-hashes';
import {
  documentsHeaders,
  documentsPathPattern,
  httpHeadersOf,
  siteHeaders,
} from '../constructs/site-headers';
import { readPrerenderedPaths, rewriteUri } from '../constructs/site-rewrite';
import { carriesSiteOrigin } from '../constructs/site-origin-files';
import { withSiteOrigin } from '../catalogue/sitemap/build-sitemap';
import { localSiteCsp } from './local-site-csp';
import { keepIdleConnections } from './idle-connections';

/**
 * `npm start -- --prod`: the built site (web/dist) as CloudFront serves it: pre-rendered pages
 * at their routes, the app shell for every other path (SPA fallback), brotli or gzip, hashed
 * assets cached for a year, `/config.json` from memory, this server's origin in the files the
 * build leaves a placeholder in (pages, sitemap.xml, robots.txt), as the deployment puts in its
 * own, and the distribution's response headers (site-headers.ts), its CSP naming the local services.
 */
export interface SiteServerOptions {
  dist: string;
  port: number;
  host?: string;
  /** Served as `/config.json`. */
  configJson: string;
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.pdf': 'application/pdf',
  '.zip': 'application/zip',
  '.ts': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.yaml': 'text/yaml; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.vtt': 'text/vtt; charset=utf-8',
  '.gif': 'image/gif',
};

/** What CloudFront compresses (text types); images and archives are sent as they are. */
const compressible = /^(text\/|application\/json|application\/xml|image\/svg\+xml)/;

export function contentTypeOf(file: string): string {
  return contentTypes[extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** Hashed build output never changes under its name; HTML and data are checked every time. */
export function cacheControlOf(urlPath: string): string {
  if (urlPath.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/** Brotli when the browser takes it, else gzip, else none (CloudFront's order). */
export function encodingFor(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = (acceptEncoding ?? '').split(',').map((part) => part.trim().split(';')[0]);
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

export async function startSiteServer(
  options: SiteServerOptions,
): Promise<{ url: string; close: () => Promise<void> }> {
  const dist = normalize(options.dist);
  const pages = new Set(readPrerenderedPaths(dist));
  const compressed = new Map<string, Buffer>();
  // As the site's CSP: inline scripts only by the hash of index.html's (the theme before paint).
  const shell = join(dist, 'index.html');
  const hashes = existsSync(shell) ? inlineScriptHashes(readFileSync(shell, 'utf8')) : [];
  const pageHeaders = httpHeadersOf(siteHeaders(localSiteCsp(options.configJson, hashes)));
  const pdfHeaders = httpHeadersOf(documentsHeaders);
  // CloudFront picks the behaviour by the path the browser asked for, before any rewrite.
  const documentsPath = documentsPathPattern.replace(/\*$/, '');

  const fileFor = (uriPath: string): string | null => {
    const file = normalize(join(dist, uriPath));
    if (!file.startsWith(dist)) return null;
    return existsSync(file) && statSync(file).isFile() ? file : null;
  };

  const send = (
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    body: Buffer,
    type: string,
    cacheControl: string,
    cacheKey: string,
  ) => {
    const encoding = compressible.test(type) ? encodingFor(req.headers['accept-encoding']) : null;
    let payload = body;
    if (encoding) {
      const key = `${encoding}:${cacheKey}`;
      payload =
        compressed.get(key) ??
        (encoding === 'br'
          ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
          : gzipSync(body, { level: 9 }));
      compressed.set(key, payload);
      res.setHeader('content-encoding', encoding);
    }
    const path = new URL(req.url ?? '/', 'http://site.local').pathname;
    res.writeHead(status, {
      'content-type': type,
      'content-length': payload.length,
      'cache-control': cacheControl,
      vary: 'accept-encoding',
      ...(path.startsWith(documentsPath) ? pdfHeaders : pageHeaders),
    });
    res.end(req.method === 'HEAD' ? undefined : payload);
  };

  /** As the browser reaches this server; set once it listens. */
  let origin = '';
  const server = keepIdleConnections(
    createServer((req, res) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { allow: 'GET, HEAD' }).end();
        return;
      }
      const url = new URL(req.url ?? '/', 'http://site.local');
      if (url.pathname === '/config.json') {
        send(req, res, 200, Buffer.from(options.configJson), 'application/json', 'no-store', '');
        return;
      }
      const uri = rewriteUri(url.pathname, pages);
      let decoded: string;
      try {
        decoded = decodeURIComponent(uri);
      } catch {
        decoded = '/index.html';
      }
      // As CloudFront's error responses: whatever S3 does not hold is the app shell, status 200.
      const file = fileFor(decoded === '/' ? '/index.html' : decoded) ?? fileFor('/index.html');
      if (!file) {
        res.writeHead(404).end('web/dist has no index.html: run npm run build');
        return;
      }
      const type = contentTypeOf(file);
      const key = `${file}@${statSync(file).mtimeMs}`;
      const body = carriesSiteOrigin(file)
        ? Buffer.from(withSiteOrigin(readFileSync(file, 'utf8'), origin))
        : readFileSync(file);
      send(req, res, 200, body, type, cacheControlOf(uri), key);
    }),
  );

  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  origin = `http://${host}:${port}`;
  return {
    url: `http://${host}:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
