import { describe, expect, it } from 'vitest';
import {
  cloudFrontCspLimit,
  contentSecurityPolicy,
  deployedLengthBound,
} from './content-security-policy';

const host = (id: string) => `https://${id}.execute-api.eu-west-1.amazonaws.com`;

describe('contentSecurityPolicy', () => {
  it('allows the site, the given origins and the product APIs, and is never framed', () => {
    const csp = contentSecurityPolicy({
      connect: [host('portal0001'), 'https://cognito-idp.eu-west-1.amazonaws.com'],
      productApis: [host('product001')],
      productApisFallback: host('*'),
    });
    expect(csp).toContain(
      `connect-src 'self' ${host('portal0001')} https://cognito-idp.eu-west-1.amazonaws.com ${host('product001')}`,
    );
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });

  it('falls back to the wildcard host when listing every product API would not fit CloudFront', () => {
    const many = Array.from({ length: 40 }, (_, i) => host(`api${String(i).padStart(7, '0')}`));
    const csp = contentSecurityPolicy({
      connect: [],
      productApis: many,
      productApisFallback: host('*'),
    });
    expect(csp).toContain(host('*'));
    expect(csp).not.toContain(many[0]);
    expect(csp.length).toBeLessThanOrEqual(cloudFrontCspLimit);
  });

  it('counts an unresolved token as the longest value it can stand for', () => {
    expect(deployedLengthBound('https://${Token[TOKEN.123]}.x')).toBe('https://'.length + 16 + 2);
  });
});
