import { Stack, type StackProps } from 'aws-cdk-lib';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import type { Construct } from 'constructs';
import type { DeploymentStage } from '../shared/plans';
import { PortalWebAcl } from './constructs/web-acl';

/** Where the edge stack leaves its web ACL's ARN for the portal's stack (SSM, us-east-1). */
export const siteWebAclParameter = (stage: DeploymentStage) => `/marque/${stage}/site-web-acl-arn`;

/** Requests per IP address per 5 minutes to the site (a page load is ~20 files). */
export const siteRatePerFiveMinutes = 3000;

export interface MarqueEdgeStackProps extends StackProps {
  readonly stage: DeploymentStage;
}

/**
 * What CloudFront needs in us-east-1: the site's WAF web ACL (a CloudFront web ACL can live
 * nowhere else). The portal's stack, in any region, reads the ARN from the parameter
 * (constructs/site-web-acl-arn.ts); deploy this stack first (`cdk deploy --all` orders them).
 */
export class MarqueEdgeStack extends Stack {
  constructor(scope: Construct, id: string, props: MarqueEdgeStackProps) {
    super(scope, id, props);
    const firewall = new PortalWebAcl(this, 'site-firewall', {
      stage: props.stage,
      scope: 'CLOUDFRONT',
      name: 'site',
      ratePerFiveMinutes: siteRatePerFiveMinutes,
    });
    new StringParameter(this, 'site-web-acl-arn', {
      parameterName: siteWebAclParameter(props.stage),
      description: `Marque ${props.stage}: the CloudFront web ACL's ARN, read by Marque-${props.stage}`,
      stringValue: firewall.webAcl.attrArn,
    });
  }
}
