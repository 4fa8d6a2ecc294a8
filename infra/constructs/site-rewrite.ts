import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Pages pre-rendered at build (bin/prerender.ts writes `prerendered.json` next to them): the
 * site serves `/<route>` from `/<route>/index.html`, and `/` from `/_root/index.html` since
 * `/index.html` stays the app shell that every other route falls back to.
 */
export const prerenderedManifestFile = 'prerendered.json';

/** The file a pre-rendered path is served from (an encoded URI path). */
export function prerenderedPageUri(path: string): string {
  return path === '/' ? '/_root/index.html' : `${path}/index.html`;
}

/** The paths the build pre-rendered, or none when the site has no manifest. */
export function readPrerenderedPaths(siteDir: string): string[] {
  const file = join(siteDir, prerenderedManifestFile);
  if (!existsSync(file)) return [];
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as { pages?: { path?: unknown }[] };
  return (manifest.pages ?? [])
    .map((page) => page.path)
    .filter((path): path is string => typeof path === 'string' && path.startsWith('/'));
}

/** The URI to fetch for a viewer's URI: its pre-rendered file, else the URI unchanged. */
export function rewriteUri(uri: string, paths: ReadonlySet<string>): string {
  const path = uri.length > 1 ? uri.replace(/\/+$/, '') : uri;
  return paths.has(path) ? prerenderedPageUri(path) : uri;
}

/** CloudFront Functions cap a function's code at 10 KB. */
export const cloudFrontFunctionCodeLimit = 10_240;

/**
 * The viewer-request CloudFront Function (cloudfront-js-2.0) doing what `rewriteUri` does. When
 * the list of pages would not fit, every extension-less path is tried as `<path>/index.html`:
 * one the build did not write misses in S3 and falls back to /index.html like any SPA route.
 */
export function siteRewriteFunctionCode(paths: readonly string[]): string {
  const listed = functionCode(paths);
  return listed.length <= cloudFrontFunctionCodeLimit - 512 ? listed : functionCode(null);
}

function functionCode(paths: readonly string[] | null): string {
  const pages = paths ? JSON.stringify(Object.fromEntries(paths.map((p) => [p, 1]))) : 'null';
  return [
    `var pages = ${pages};`,
    'function handler(event) {',
    '  var request = event.request;',
    '  var uri = request.uri;',
    "  var path = uri.length > 1 ? uri.replace(/\\/+$/, '') : uri;",
    '  var known = pages ? pages[path] === 1 : !/\\.[^/]*$/.test(path);',
    "  if (known) request.uri = path === '/' ? '/_root/index.html' : path + '/index.html';",
    '  return request;',
    '}',
  ].join('\n');
}
