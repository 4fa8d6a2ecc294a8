import { Duration } from 'aws-cdk-lib';
import {
  HeadersFrameOption,
  HeadersReferrerPolicy,
  ResponseHeadersPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';
import type { SiteHeaders } from './site-headers';

const frameOptions = {
  DENY: HeadersFrameOption.DENY,
  SAMEORIGIN: HeadersFrameOption.SAMEORIGIN,
} as const;

const referrerPolicies = {
  'strict-origin-when-cross-origin': HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
} as const;

/** A CloudFront response headers policy sending exactly `headers`, overriding the origin's. */
export function siteHeadersPolicy(
  scope: Construct,
  id: string,
  comment: string,
  headers: SiteHeaders,
): ResponseHeadersPolicy {
  const hsts = headers.strictTransportSecurity;
  return new ResponseHeadersPolicy(scope, id, {
    comment,
    securityHeadersBehavior: {
      contentSecurityPolicy: {
        contentSecurityPolicy: headers.contentSecurityPolicy,
        override: true,
      },
      strictTransportSecurity: {
        accessControlMaxAge: Duration.seconds(hsts.maxAgeSeconds),
        includeSubdomains: hsts.includeSubdomains,
        override: true,
      },
      contentTypeOptions: { override: true },
      frameOptions: { frameOption: frameOptions[headers.frameOption], override: true },
      referrerPolicy: { referrerPolicy: referrerPolicies[headers.referrerPolicy], override: true },
    },
    ...(headers.permissionsPolicy
      ? {
          customHeadersBehavior: {
            customHeaders: [
              { header: 'Permissions-Policy', value: headers.permissionsPolicy, override: true },
            ],
          },
        }
      : {}),
  });
}
