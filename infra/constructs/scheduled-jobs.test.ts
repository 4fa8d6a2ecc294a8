import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../lambdas/routes';
import type { MarqueStack } from '../marque-stack';
import {
  actionsOf,
  functionByDescription,
  type PolicyStatementJson,
  resourceText,
  statementsOfFunction,
} from '../testing/stack-assertions';
import { sharedTestStack } from '../testing/shared-test-stack';
import { makeTestStack } from '../testing/test-stack';

interface CfnResource {
  Properties: Record<string, unknown>;
}

const sweeper = jobs.expiredKeysSweeper;
const trending = jobs.trendingBuilder;

describe('the expired-keys sweeper', () => {
  let stack: MarqueStack;
  let template: Template;

  beforeAll(() => {
    stack = makeTestStack({ context: { stage: 'prod', keyRotationOverlapHours: '12' } }).stack;
    template = Template.fromStack(stack);
  });

  it('runs every 15 minutes on an EventBridge rule', () => {
    const { id } = functionByDescription(template, sweeper.description);
    const rules = Object.values(template.findResources('AWS::Events::Rule')) as CfnResource[];
    const rule = rules.find((r) => JSON.stringify(r.Properties.Targets).includes(`"${id}"`));
    expect(rule?.Properties.ScheduleExpression).toBe('rate(15 minutes)');
    expect(rule?.Properties.State).toBe('ENABLED');
  });

  it("may only delete API keys and list them (no key's read, no create or change), client secrets, count the quotas, and use its own table", () => {
    const statements = statementsOfFunction(template, sweeper.description);
    const apiGateway = statements.filter((s) =>
      actionsOf([s]).some((a) => a.startsWith('apigateway:')),
    );
    const base = 'arn:<Partition>:apigateway:<Region>::';
    // One row per resource and action, however IAM minimisation groups them in statements.
    const rows = apiGateway.flatMap((s) =>
      [s.Resource]
        .flat()
        .flatMap((resource) =>
          [s.Action].flat().map((action) => [resourceText(resource), action, s.Condition]),
        ),
    );
    expect(rows).toEqual([
      // Only keys tagged with this deployment (the stack's name): never another's in the account.
      [
        `${base}/apikeys/*`,
        'apigateway:DELETE',
        { StringEquals: { 'aws:ResourceTag/deployment': stack.stackName } },
      ],
      // GetApiKeys on the collection, for orphan keys and the hourly quota count, and the
      // count's two other collections: never GET on one item (a key's value).
      [`${base}/apikeys`, 'apigateway:GET', undefined],
      [`${base}/clientcertificates`, 'apigateway:GET', undefined],
      [`${base}/usageplans`, 'apigateway:GET', undefined],
    ]);
    const sweeperFunction = functionByDescription(template, sweeper.description);
    const environment = (
      sweeperFunction.properties.Environment as { Variables: Record<string, unknown> }
    ).Variables;
    expect(environment.MARQUE_DEPLOYMENT).toBe(stack.stackName);
    // Client secrets past their overlap: client-credentials-access.test.ts checks the resource.
    expect(actionsOf(statements).filter((a) => a.startsWith('cognito-idp:'))).toEqual([
      'cognito-idp:DeleteUserPoolClientSecret',
      'cognito-idp:ListUserPoolClients',
    ]);
    const { properties } = functionByDescription(template, sweeper.description);
    const variables = (properties.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(Object.keys(variables).filter((v) => v.startsWith('TABLE_'))).toHaveLength(1);
  });

  it("may only take keys out of this stack's usage plans (DELETE on each plan's keys)", () => {
    const nested = Template.fromStack(stack.productApis);
    const plans = Object.keys(nested.findResources('AWS::ApiGateway::UsagePlan'));
    const policies = (
      Object.values(nested.findResources('AWS::IAM::ManagedPolicy')) as CfnResource[]
    ).filter((p) => String(p.Properties.Description).includes('expired rotated keys'));
    const granted: string[] = [];
    for (const policy of policies) {
      const document = policy.Properties.PolicyDocument as { Statement: PolicyStatementJson[] };
      for (const statement of document.Statement) {
        expect(statement.Action).toBe('apigateway:DELETE');
        for (const resource of [statement.Resource].flat()) {
          const plan = /\/usageplans\/<(\w+)>\/keys\*$/.exec(resourceText(resource));
          expect(plan, resourceText(resource)).not.toBeNull();
          granted.push(plan?.[1] ?? '');
        }
      }
    }
    expect(granted.sort()).toEqual([...plans].sort());
  });

  it("gives the applications area the stage's overlap window", () => {
    const { properties } = functionByDescription(
      Template.fromStack(stack.portalApi.functionsStack),
      'Marque portal API, area applications',
    );
    const variables = (properties.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(variables.KEY_ROTATION_OVERLAP_HOURS).toBe('12');
  });
});

describe('the trending builder', () => {
  let stack: MarqueStack;
  let template: Template;

  beforeAll(() => {
    stack = sharedTestStack({ context: { stage: 'prod' } }).stack;
    template = Template.fromStack(stack);
  });

  it('runs daily on an EventBridge rule', () => {
    const { id } = functionByDescription(template, trending.description);
    const rules = Object.values(template.findResources('AWS::Events::Rule')) as CfnResource[];
    const rule = rules.find((r) => JSON.stringify(r.Properties.Targets).includes(`"${id}"`));
    expect(rule?.Properties.ScheduleExpression).toBe('rate(1 day)');
  });

  it('uses only the catalogue table and no control-plane call of its own role policy', () => {
    const statements = statementsOfFunction(template, trending.description);
    expect(actionsOf(statements).filter((a) => /^(apigateway|cognito-idp|ses):/.test(a))).toEqual(
      [],
    );
    const { properties } = functionByDescription(template, trending.description);
    const variables = (properties.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(Object.keys(variables).filter((v) => v.startsWith('TABLE_'))).toEqual([
      'TABLE_CATALOGUE',
    ]);
  });

  it("may only read the usage and key names of this stack's usage plans (GET on each plan's usage and keys)", () => {
    const nested = Template.fromStack(stack.productApis);
    const plans = Object.keys(nested.findResources('AWS::ApiGateway::UsagePlan'));
    const policies = (
      Object.values(nested.findResources('AWS::IAM::ManagedPolicy')) as CfnResource[]
    ).filter((p) => String(p.Properties.Description).includes('for trending'));
    expect(policies.length).toBeGreaterThan(0);
    const granted: string[] = [];
    for (const policy of policies) {
      const document = policy.Properties.PolicyDocument as { Statement: PolicyStatementJson[] };
      for (const statement of document.Statement) {
        expect(statement.Action).toBe('apigateway:GET');
        for (const resource of [statement.Resource].flat()) {
          const plan = /\/usageplans\/<(\w+)>\/(usage|keys)$/.exec(resourceText(resource));
          expect(plan, resourceText(resource)).not.toBeNull();
          granted.push(`${plan?.[1]} ${plan?.[2]}`);
        }
      }
    }
    expect(granted.sort()).toEqual(plans.flatMap((p) => [`${p} keys`, `${p} usage`]).sort());
  });
});
