import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  cloudFrontFunctionCodeLimit,
  readPrerenderedPaths,
  rewriteUri,
  siteRewriteFunctionCode,
} from './site-rewrite';

const paths = ['/', '/home', '/contactus', '/apis/servicesdetail/Customer/vehicle-status'];

/** Runs the generated CloudFront Function on a viewer request and returns the URI it asks for. */
function viaFunction(code: string, uri: string): string {
  const sandbox: { result?: { uri: string } } = {};
  runInNewContext(
    `${code}\nresult = handler({ request: { uri: ${JSON.stringify(uri)} } });`,
    sandbox,
  );
  return sandbox.result!.uri;
}

const cases: [string, string][] = [
  ['/', '/_root/index.html'],
  ['/home', '/home/index.html'],
  ['/contactus/', '/contactus/index.html'],
  [
    '/apis/servicesdetail/Customer/vehicle-status',
    '/apis/servicesdetail/Customer/vehicle-status/index.html',
  ],
  // Not pre-rendered: left alone, so S3 misses and the SPA shell answers.
  ['/myProfile', '/myProfile'],
  ['/apis/detail/brand-new-api', '/apis/detail/brand-new-api'],
  // Files are never rewritten.
  ['/assets/index-abc.js', '/assets/index-abc.js'],
  ['/config.json', '/config.json'],
  ['/contactus/index.html', '/contactus/index.html'],
];

describe('the pre-rendered page rewrite', () => {
  it.each(cases)('serves %s from %s (server and CloudFront Function alike)', (uri, expected) => {
    expect(rewriteUri(uri, new Set(paths))).toBe(expected);
    expect(viaFunction(siteRewriteFunctionCode(paths), uri)).toBe(expected);
  });

  it('falls back to trying every extension-less path when the list does not fit', () => {
    const many = Array.from({ length: 400 }, (_, i) => `/apis/detail/operation-number-${i}`);
    const code = siteRewriteFunctionCode(many);
    expect(code.length).toBeLessThan(cloudFrontFunctionCodeLimit);
    expect(viaFunction(code, '/apis/detail/operation-number-7')).toBe(
      '/apis/detail/operation-number-7/index.html',
    );
    expect(viaFunction(code, '/')).toBe('/_root/index.html');
    expect(viaFunction(code, '/assets/app.js')).toBe('/assets/app.js');
  });

  it('reads the pages the build wrote, and none without a manifest', () => {
    const dir = mkdtempSync(join(tmpdir(), 'marque-site-'));
    expect(readPrerenderedPaths(dir)).toEqual([]);
    writeFileSync(
      join(dir, 'prerendered.json'),
      JSON.stringify({ pages: [{ path: '/', file: '_root/index.html' }, { path: '/faq' }, {}] }),
    );
    expect(readPrerenderedPaths(dir)).toEqual(['/', '/faq']);
  });
});
