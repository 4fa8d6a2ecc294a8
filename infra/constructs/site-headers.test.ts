import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MarqueStack } from '../marque-stack';
import { sharedTestStack } from '../testing/shared-test-stack';
import { documentsHeaders, httpHeadersOf } from './site-headers';

interface PolicyConfig {
  Comment: string;
  SecurityHeadersConfig?: {
    ContentSecurityPolicy?: { ContentSecurityPolicy: unknown };
    StrictTransportSecurity?: { AccessControlMaxAgeSec: number; IncludeSubdomains?: boolean };
    ContentTypeOptions?: object;
    FrameOptions?: { FrameOption: string };
    ReferrerPolicy?: { ReferrerPolicy: string };
  };
  CustomHeadersConfig?: { Items: { Header: string; Value: unknown }[] };
}

/** What a browser receives from a distribution behaviour with this policy. */
function sentBy(config: PolicyConfig): Record<string, unknown> {
  const security = config.SecurityHeadersConfig ?? {};
  const sent: Record<string, unknown> = {};
  if (security.ContentSecurityPolicy) {
    sent['content-security-policy'] = security.ContentSecurityPolicy.ContentSecurityPolicy;
  }
  if (security.StrictTransportSecurity) {
    const hsts = security.StrictTransportSecurity;
    sent['strict-transport-security'] =
      `max-age=${hsts.AccessControlMaxAgeSec}${hsts.IncludeSubdomains ? '; includeSubDomains' : ''}`;
  }
  if (security.ContentTypeOptions) sent['x-content-type-options'] = 'nosniff';
  if (security.FrameOptions) sent['x-frame-options'] = security.FrameOptions.FrameOption;
  if (security.ReferrerPolicy) sent['referrer-policy'] = security.ReferrerPolicy.ReferrerPolicy;
  for (const item of config.CustomHeadersConfig?.Items ?? []) {
    sent[item.Header.toLowerCase()] = item.Value;
  }
  return sent;
}

describe("the distribution's response headers", () => {
  let policies: PolicyConfig[];
  let stack: MarqueStack;
  beforeAll(() => {
    const shared = sharedTestStack();
    stack = shared.stack;
    policies = Object.values(
      Template.fromStack(shared.stack).findResources('AWS::CloudFront::ResponseHeadersPolicy'),
    ).map(
      (resource) =>
        (resource as { Properties: { ResponseHeadersPolicyConfig: PolicyConfig } }).Properties
          .ResponseHeadersPolicyConfig,
    );
  });

  const policyNamed = (comment: RegExp) => {
    const found = policies.filter((policy) => comment.test(policy.Comment));
    expect(found).toHaveLength(1);
    return found[0] as PolicyConfig;
  };

  it("are the site's one definition (site-headers.ts), which the local --prod server sends too", () => {
    const site = stack.site;
    expect(sentBy(policyNamed(/security headers$/))).toEqual(
      stack.resolve(httpHeadersOf(site.headers)),
    );
    expect(sentBy(policyNamed(/PDFs/))).toEqual(httpHeadersOf(documentsHeaders));
  });

  it('name every source the pages need and frame nowhere', () => {
    const site = stack.site;
    const csp = JSON.stringify(stack.resolve(site.headers.contentSecurityPolicy));
    for (const directive of ["default-src 'self'", 'connect-src', "frame-ancestors 'none'"]) {
      expect(csp).toContain(directive);
    }
    expect(policies).toHaveLength(2);
  });
});
