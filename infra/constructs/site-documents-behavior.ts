import {
  AllowedMethods,
  type BehaviorOptions,
  CachePolicy,
  type IOrigin,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';
import type { DeploymentStage } from '../../shared/plans';
import { documentsHeaders } from './site-headers';
import { siteHeadersPolicy } from './site-headers-policy';

/**
 * The PDFs' behaviour: the site's own pages may frame them (/documents shows one in the page),
 * nobody else may; the rest of the site stays unframeable (frame-ancestors 'none', DENY).
 */
export function documentsBehavior(
  scope: Construct,
  stage: DeploymentStage,
  origin: IOrigin,
): BehaviorOptions {
  const headers = siteHeadersPolicy(
    scope,
    'documents-headers',
    `Marque ${stage}: PDFs framed by the site's own pages only`,
    documentsHeaders,
  );
  return {
    origin,
    viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
    allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
    cachePolicy: CachePolicy.CACHING_OPTIMIZED,
    responseHeadersPolicy: headers,
    compress: true,
  };
}
