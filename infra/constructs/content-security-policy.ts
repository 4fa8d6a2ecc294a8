/** CloudFront caps a response headers policy's Content-Security-Policy at 1783 characters. */
export const cloudFrontCspLimit = 1783;

/**
 * The tokens of a CSP here stand for an API id (10 characters), a region (at most 14) or a URL
 * suffix (at most 16, amazonaws.com.cn): counting each as 16 bounds the deployed length.
 */
const tokenLength = 16;

export function deployedLengthBound(text: string): number {
  return text.replace(/\$\{Token\[[^\]]+\]\}/g, 'x'.repeat(tokenLength)).length;
}

export interface CspSources {
  /** Origins the site calls besides itself (portal API, Cognito). */
  readonly connect: readonly string[];
  /** Origins of the product APIs (try-out from the browser). */
  readonly productApis: readonly string[];
  /** Replaces `productApis` when listing them all would not fit (e.g. every execute-api host). */
  readonly productApisFallback: string;
  /** 'sha256-…' sources of the inline scripts index.html may run (the theme before first paint). */
  readonly scriptHashes?: readonly string[];
}

/**
 * The site's CSP: scripts, styles, fonts and images from the site only; calls to the site, the
 * portal API, the product APIs and Cognito; never framed. Inline styles are allowed because
 * the UI libraries set style attributes and inject style elements; inline scripts are not, but
 * for those whose hashes are given.
 */
export function contentSecurityPolicy(sources: CspSources): string {
  const build = (products: readonly string[]) =>
    [
      "default-src 'self'",
      `script-src ${["'self'", ...(sources.scriptHashes ?? []).map((hash) => `'${hash}'`)].join(' ')}`,
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data:",
      "font-src 'self' data:",
      `connect-src ${["'self'", ...sources.connect, ...products].join(' ')}`,
      "manifest-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
      'upgrade-insecure-requests',
    ].join('; ');
  const listed = build(sources.productApis);
  return deployedLengthBound(listed) <= cloudFrontCspLimit
    ? listed
    : build([sources.productApisFallback]);
}
