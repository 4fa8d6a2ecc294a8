import { Duration } from 'aws-cdk-lib';
import {
  AllowedMethods,
  type BehaviorOptions,
  CachePolicy,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  type IOrigin,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';
import type { DeploymentStage } from '../../shared/plans';

/** The site's PDFs (`web/public/documents/`), shown inside /documents. */
export const documentsPathPattern = '/documents/*';

/**
 * The PDFs' behaviour: the site's own pages may frame them (/documents shows one in the page),
 * nobody else may; the rest of the site stays unframeable (frame-ancestors 'none', DENY).
 */
export function documentsBehavior(
  scope: Construct,
  stage: DeploymentStage,
  origin: IOrigin,
): BehaviorOptions {
  const headers = new ResponseHeadersPolicy(scope, 'documents-headers', {
    comment: `Marque ${stage}: PDFs framed by the site's own pages only`,
    securityHeadersBehavior: {
      contentSecurityPolicy: { contentSecurityPolicy: "frame-ancestors 'self'", override: true },
      strictTransportSecurity: {
        accessControlMaxAge: Duration.days(365),
        includeSubdomains: true,
        override: true,
      },
      contentTypeOptions: { override: true },
      frameOptions: { frameOption: HeadersFrameOption.SAMEORIGIN, override: true },
      referrerPolicy: {
        referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
        override: true,
      },
    },
  });
  return {
    origin,
    viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
    allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
    cachePolicy: CachePolicy.CACHING_OPTIMIZED,
    responseHeadersPolicy: headers,
    compress: true,
  };
}
