import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { sharedTestStack } from '../testing/shared-test-stack';
import { clientLimits, tooManyRequestsMessage } from '../../shared/api/client-limits';
import { clientLimitRuleName } from './client-limit-rules';
import { countedCommonRules, managedRuleGroups } from './web-acl';

interface CfnResource {
  Properties: Record<string, unknown>;
}

describe("the portal API's firewall", () => {
  let template: Template;
  let acl: CfnResource;

  beforeAll(() => {
    template = Template.fromStack(sharedTestStack({ context: { stage: 'prod' } }).stack);
    const acls = Object.values(template.findResources('AWS::WAFv2::WebACL')) as CfnResource[];
    expect(acls).toHaveLength(1);
    acl = acls[0]!;
  });

  it("runs AWS's managed rules, then blocks an address past its rate, allowing the rest", () => {
    expect(acl.Properties).toMatchObject({ Scope: 'REGIONAL', DefaultAction: { Allow: {} } });
    const rules = acl.Properties.Rules as {
      Name: string;
      Priority: number;
      Statement: Record<string, { Name?: string; Limit?: number; AggregateKeyType?: string }>;
      Action?: unknown;
    }[];
    expect(rules.map((rule) => rule.Name)).toEqual([
      ...managedRuleGroups,
      'rate-per-ip',
      ...clientLimits.map(clientLimitRuleName),
    ]);
    expect(rules.map((rule) => rule.Priority)).toEqual(rules.map((_rule, index) => index));
    const rate = rules[managedRuleGroups.length]!;
    expect(rate.Action).toEqual({ Block: {} });
    expect(rate.Statement.RateBasedStatement).toMatchObject({ AggregateKeyType: 'IP' });
    expect(rate.Statement.RateBasedStatement?.Limit).toBeGreaterThanOrEqual(100);
  });

  it('limits each sensitive public route per address: its method and path, 429 with Retry-After', () => {
    const rules = acl.Properties.Rules as {
      Name: string;
      Action: { Block: { CustomResponse: Record<string, unknown> } };
      Statement: { RateBasedStatement: Record<string, unknown> };
    }[];
    const bodies = acl.Properties.CustomResponseBodies as Record<
      string,
      { ContentType: string; Content: string }
    >;
    for (const limit of clientLimits) {
      const rule = rules.find((candidate) => candidate.Name === clientLimitRuleName(limit));
      expect(rule, limit.operation.id).toBeDefined();
      expect(rule!.Statement.RateBasedStatement).toMatchObject({
        Limit: limit.limit,
        EvaluationWindowSec: limit.windowSeconds,
        AggregateKeyType: 'IP',
        ScopeDownStatement: {
          AndStatement: {
            Statements: [
              {
                ByteMatchStatement: expect.objectContaining({
                  FieldToMatch: { Method: {} },
                  PositionalConstraint: 'EXACTLY',
                  SearchString: limit.operation.method,
                }),
              },
              {
                ByteMatchStatement: expect.objectContaining({
                  FieldToMatch: { UriPath: {} },
                  PositionalConstraint: 'ENDS_WITH',
                  SearchString: limit.path,
                }),
              },
            ],
          },
        },
      });
      const response = rule!.Action.Block.CustomResponse;
      expect(response.ResponseCode).toBe(429);
      expect(response.ResponseHeaders).toContainEqual({
        Name: 'Retry-After',
        Value: String(limit.windowSeconds),
      });
      const body = bodies[response.CustomResponseBodyKey as string];
      expect(body?.ContentType).toBe('APPLICATION_JSON');
      expect(JSON.parse(body?.Content ?? '{}')).toMatchObject({
        message: tooManyRequestsMessage(limit.windowSeconds),
      });
    }
  });

  it('only counts (never blocks on) the body size rule: the portal checks sizes itself', () => {
    const rules = acl.Properties.Rules as {
      Name: string;
      Statement: { ManagedRuleGroupStatement?: { RuleActionOverrides?: unknown[] } };
    }[];
    const common = rules.find((rule) => rule.Name === 'AWSManagedRulesCommonRuleSet');
    expect(common?.Statement.ManagedRuleGroupStatement?.RuleActionOverrides).toEqual(
      countedCommonRules.map((Name) => ({ Name, ActionToUse: { Count: {} } })),
    );
  });

  it('protects the portal API stage', () => {
    const [id] = Object.keys(template.findResources('AWS::WAFv2::WebACL'));
    template.hasResourceProperties('AWS::WAFv2::WebACLAssociation', {
      WebACLArn: { 'Fn::GetAtt': [id, 'Arn'] },
      ResourceArn: Match.objectLike({ 'Fn::Join': Match.anyValue() }),
    });
    const association = Object.values(
      template.findResources('AWS::WAFv2::WebACLAssociation'),
    )[0] as CfnResource;
    const stage = Object.keys(template.findResources('AWS::ApiGateway::Stage')).find((key) =>
      key.startsWith('portalapi'),
    );
    expect(JSON.stringify(association.Properties.ResourceArn)).toContain(`"Ref":"${stage}"`);
  });
});
