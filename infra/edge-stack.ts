import { Stack, type StackProps } from 'aws-cdk-lib';
import type { Alarm } from 'aws-cdk-lib/aws-cloudwatch';
import type { Topic } from 'aws-cdk-lib/aws-sns';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import type { Construct } from 'constructs';
import type { DeploymentStage } from '../shared/plans';
import { alarmThresholds } from './constructs/alarm-thresholds';
import { alarmTopic, edgeAlarmTopicName, notifyingAlarm } from './constructs/alarm-topic';
import { PortalWebAcl } from './constructs/web-acl';

/** Where the edge stack leaves its web ACL's ARN for the portal's stack (SSM, us-east-1). */
export const siteWebAclParameter = (stage: DeploymentStage) => `/marque/${stage}/site-web-acl-arn`;

/** What the site's web ACL is named after (`marque-<stage>-site`). */
export const siteFirewallName = 'site';

/** Requests per IP address per 5 minutes to the site (a page load is ~20 files). */
export const siteRatePerFiveMinutes = 3000;

export interface MarqueEdgeStackProps extends StackProps {
  readonly stage: DeploymentStage;
  /** Where this region's alarms are mailed (the stage's `alarmEmail`). */
  readonly alarmEmail?: string;
}

/**
 * What CloudFront needs in us-east-1: the site's WAF web ACL (a CloudFront web ACL can live
 * nowhere else). The portal's stack, in any region, reads the ARN from the parameter
 * (constructs/site-web-acl-arn.ts); deploy this stack first (`cdk deploy --all` orders them).
 * CloudWatch keeps the metrics of CloudFront and of CLOUDFRONT web ACLs in us-east-1 only, and an
 * alarm watches only its own region's metrics: their alarms publish to this stack's topic, the
 * web ACL's here, the distribution's from the portal stack (constructs/site-alarm.ts).
 */
export class MarqueEdgeStack extends Stack {
  readonly alarmTopic: Topic;
  readonly alarms: Alarm[];

  constructor(scope: Construct, id: string, props: MarqueEdgeStackProps) {
    super(scope, id, props);
    const firewall = new PortalWebAcl(this, 'site-firewall', {
      stage: props.stage,
      scope: 'CLOUDFRONT',
      name: siteFirewallName,
      ratePerFiveMinutes: siteRatePerFiveMinutes,
    });
    new StringParameter(this, 'site-web-acl-arn', {
      parameterName: siteWebAclParameter(props.stage),
      description: `Marque ${props.stage}: the CloudFront web ACL's ARN, read by Marque-${props.stage}`,
      stringValue: firewall.webAcl.attrArn,
    });

    this.alarmTopic = alarmTopic(this, {
      stage: props.stage,
      alarmEmail: props.alarmEmail,
      displayName: `Marque ${props.stage} alarms (us-east-1)`,
      topicName: edgeAlarmTopicName(props.stage),
    });
    this.alarms = [
      notifyingAlarm(
        this,
        'site-firewall-blocks',
        this.alarmTopic,
        firewall.metricBlockedRequests(),
        {
          threshold: alarmThresholds.firewallBlocks,
          evaluationPeriods: 1,
          description: `The site's web ACL blocked ${alarmThresholds.firewallBlocks} or more requests in 5 minutes: an attack, or a client gone wrong?`,
        },
      ),
    ];
  }
}
