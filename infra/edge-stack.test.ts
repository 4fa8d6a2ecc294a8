import { Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { alarmThresholds } from './constructs/alarm-thresholds';
import { edgeAlarmTopicName } from './constructs/alarm-topic';
import { managedRuleGroups } from './constructs/web-acl';
import { MarqueEdgeStack, siteRatePerFiveMinutes, siteWebAclParameter } from './edge-stack';
import { testApp } from './testing/test-app';
import { sharedTestStack } from './testing/shared-test-stack';

describe("the edge stack (us-east-1): CloudFront's firewall", () => {
  const app = testApp();
  const alarmEmail = 'platform-alarms@marque.example';
  const stack = new MarqueEdgeStack(app, 'Marque-prod-edge', {
    stage: 'prod',
    alarmEmail,
    env: { account: '123456789012', region: 'us-east-1' },
  });
  const template = Template.fromStack(stack);

  it("is a CLOUDFRONT web ACL with AWS's managed rules and a per-address rate rule", () => {
    template.hasResourceProperties('AWS::WAFv2::WebACL', {
      Scope: 'CLOUDFRONT',
      DefaultAction: { Allow: {} },
      Rules: [
        ...managedRuleGroups.map((name) => Match.objectLike({ Name: name })),
        Match.objectLike({
          Name: 'rate-per-ip',
          Action: { Block: {} },
          Statement: {
            RateBasedStatement: { Limit: siteRatePerFiveMinutes, AggregateKeyType: 'IP' },
          },
        }),
      ],
    });
  });

  it('leaves its ARN in the parameter the portal stack reads', () => {
    template.hasResourceProperties('AWS::SSM::Parameter', {
      Name: siteWebAclParameter('prod'),
      Value: { 'Fn::GetAtt': [Match.stringLikeRegexp('sitefirewallacl'), 'Arn'] },
    });
  });

  it("mails this region's alarms to the stage alarm e-mail through an encrypted topic the portal stack can name", () => {
    template.resourceCountIs('AWS::SNS::Topic', 1);
    template.hasResourceProperties('AWS::SNS::Topic', {
      TopicName: edgeAlarmTopicName('prod'),
      KmsMasterKeyId: Match.anyValue(),
    });
    template.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: alarmEmail,
    });
    // CloudWatch encrypts what it publishes with the topic's key.
    template.hasResourceProperties('AWS::KMS::Key', {
      KeyPolicy: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Principal: { Service: 'cloudwatch.amazonaws.com' },
            Action: ['kms:Decrypt', 'kms:GenerateDataKey*'],
          }),
        ]),
      },
    });
  });

  it("alarms on a spike of requests the site's web ACL blocks (its metrics are only here)", () => {
    const topic = Object.keys(template.findResources('AWS::SNS::Topic'))[0];
    const [acl] = Object.values(template.findResources('AWS::WAFv2::WebACL')) as {
      Properties: { Name: string };
    }[];
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/WAFV2',
      MetricName: 'BlockedRequests',
      // A CLOUDFRONT web ACL's metrics have no Region dimension.
      Dimensions: [
        { Name: 'Rule', Value: 'ALL' },
        { Name: 'WebACL', Value: acl?.Properties.Name },
      ],
      Statistic: 'Sum',
      Period: 300,
      Threshold: alarmThresholds.firewallBlocks,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      TreatMissingData: 'notBreaching',
      AlarmActions: [{ Ref: topic }],
      OKActions: [{ Ref: topic }],
    });
  });

  it('has no e-mail subscription without an alarm e-mail', () => {
    const bare = new MarqueEdgeStack(testApp(), 'Marque-dev-edge', {
      stage: 'dev',
      env: { account: '123456789012', region: 'us-east-1' },
    });
    Template.fromStack(bare).resourceCountIs('AWS::SNS::Subscription', 0);
  });

  it('passes cdk-nag', () => {
    const errors = new AwsSolutionsChecks(app)
      .validateScope(stack)
      .violations.filter((v) => v.severity === 'error')
      .map((v) => v.ruleName);
    expect(errors).toEqual([]);
  });
});

describe("the portal stack's distribution", () => {
  const template = Template.fromStack(sharedTestStack({ context: { stage: 'prod' } }).stack);

  it("uses the edge stack's web ACL, read from us-east-1 at deploy", () => {
    const readers = template.findResources('Custom::AWS');
    const [id, reader] = Object.entries(readers)[0] ?? [];
    expect(Object.keys(readers)).toHaveLength(1);
    expect(JSON.stringify(reader)).toContain(siteWebAclParameter('prod'));
    expect(JSON.stringify(reader)).toContain('us-east-1');
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        WebACLId: { 'Fn::GetAtt': [id, 'Parameter.Value'] },
      }),
    });
  });
});
