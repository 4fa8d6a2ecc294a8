/**
 * The site's response headers, one definition for both places that serve it: the CloudFront
 * response headers policies (site-headers-policy.ts) and `bin/local.ts --prod`'s site server
 * (infra/local/site-server.ts). No CDK here, so the local server reads it as it is.
 */
export interface SiteHeaders {
  readonly contentSecurityPolicy: string;
  readonly strictTransportSecurity: {
    readonly maxAgeSeconds: number;
    readonly includeSubdomains: boolean;
  };
  readonly frameOption: 'DENY' | 'SAMEORIGIN';
  readonly referrerPolicy: 'strict-origin-when-cross-origin';
  /** Sent as is, as a custom header. */
  readonly permissionsPolicy?: string;
}

const oneYearInSeconds = 365 * 24 * 60 * 60;

const common = {
  strictTransportSecurity: { maxAgeSeconds: oneYearInSeconds, includeSubdomains: true },
  referrerPolicy: 'strict-origin-when-cross-origin',
} as const;

/** Every page and asset: the given CSP (content-security-policy.ts), never framed. */
export function siteHeaders(contentSecurityPolicy: string): SiteHeaders {
  return {
    ...common,
    contentSecurityPolicy,
    frameOption: 'DENY',
    permissionsPolicy: 'camera=(), microphone=(), geolocation=(), payment=()',
  };
}

/** The site's PDFs (`web/public/documents/`), shown inside /documents: a behaviour of their own. */
export const documentsPathPattern = '/documents/*';

/** The PDFs under /documents/: framed by the site's own pages (/documents shows one), nobody else. */
export const documentsHeaders: SiteHeaders = {
  ...common,
  contentSecurityPolicy: "frame-ancestors 'self'",
  frameOption: 'SAMEORIGIN',
};

/** The headers as the browser receives them (lower-case names). */
export function httpHeadersOf(headers: SiteHeaders): Record<string, string> {
  const hsts = headers.strictTransportSecurity;
  return {
    'content-security-policy': headers.contentSecurityPolicy,
    'strict-transport-security': `max-age=${hsts.maxAgeSeconds}${hsts.includeSubdomains ? '; includeSubDomains' : ''}`,
    'x-content-type-options': 'nosniff',
    'x-frame-options': headers.frameOption,
    'referrer-policy': headers.referrerPolicy,
    ...(headers.permissionsPolicy ? { 'permissions-policy': headers.permissionsPolicy } : {}),
  };
}
