import { Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { managedRuleGroups } from './constructs/web-acl';
import { MarqueEdgeStack, siteRatePerFiveMinutes, siteWebAclParameter } from './edge-stack';
import { testApp } from './testing/test-app';
import { makeTestStack } from './testing/test-stack';

describe("the edge stack (us-east-1): CloudFront's firewall", () => {
  const app = testApp();
  const stack = new MarqueEdgeStack(app, 'Marque-prod-edge', {
    stage: 'prod',
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

  it('passes cdk-nag', () => {
    const errors = new AwsSolutionsChecks(app)
      .validateScope(stack)
      .violations.filter((v) => v.severity === 'error')
      .map((v) => v.ruleName);
    expect(errors).toEqual([]);
  });
});

describe("the portal stack's distribution", () => {
  const template = Template.fromStack(makeTestStack({ context: { stage: 'prod' } }).stack);

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
