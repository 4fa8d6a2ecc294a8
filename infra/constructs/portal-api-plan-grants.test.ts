import { productApisTemplate } from '../testing/product-apis-template';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AreaDef, areas } from '../../lambdas/routes';
import type { MarqueStack } from '../marque-stack';
import { type PolicyStatementJson, resourceText } from '../testing/stack-assertions';
import { sharedTestStack } from '../testing/shared-test-stack';

type CfnResource = { Type: string; Properties: Record<string, unknown> };

/** The managed policies every role of the stack and its functions' stack names, as JSON. */
function rolePolicyAttachments(stack: MarqueStack): string[] {
  return [stack, stack.portalApi.functionsStack].flatMap((s) =>
    (Object.values(Template.fromStack(s).findResources('AWS::IAM::Role')) as CfnResource[]).flatMap(
      (role) =>
        ((role.Properties.ManagedPolicyArns ?? []) as unknown[]).map((arn) => JSON.stringify(arn)),
    ),
  );
}

/** What the portal API's areas may do on the product APIs' usage plans (their own policies). */
describe('PortalApi usage-plan grants', () => {
  let testStack: MarqueStack;

  beforeAll(() => {
    testStack = sharedTestStack().stack;
  });

  it("lets the areas with apiGateway 'keys' add and remove keys, read usage and set their keys' remaining quota, on this stack's usage plans only", () => {
    const nested = productApisTemplate(testStack.productApis);
    const named = (
      Object.entries(nested.findResources('AWS::IAM::ManagedPolicy')) as [string, CfnResource][]
    ).filter(([, policy]) => String(policy.Properties.Description).includes('subscription keys'));
    const policies = named.map(([, policy]) => policy);
    expect(policies.length).toBeGreaterThan(0);
    // Each attached to exactly one role, from the role's side (the areas' functions stack).
    const attachments = rolePolicyAttachments(testStack);
    for (const [id] of named) {
      expect(
        attachments.filter((arn) => arn.includes(id.slice(0, -8))),
        id,
      ).toHaveLength(1);
    }
    const plans = Object.keys(nested.findResources('AWS::ApiGateway::UsagePlan'));
    const granted: Record<string, string[]> = { keys: [], usage: [], keyNames: [], keyUsage: [] };
    for (const policy of policies) {
      const document = policy.Properties.PolicyDocument as { Statement: PolicyStatementJson[] };
      for (const statement of document.Statement) {
        const actions = [statement.Action].flat().sort();
        for (const resource of [statement.Resource].flat()) {
          const text = resourceText(resource);
          const plan =
            /^arn:<Partition>:apigateway:<Region>::\/usageplans\/<(\w+)>\/(keys\*|usage|keys|keys\/\*\/usage)$/.exec(
              text,
            );
          expect(plan, text).not.toBeNull();
          // Keys may be added and removed; the plan's usage and its keys' names read; PATCH
          // only on a key's usage (UpdateUsage, the quota carried over at rotation).
          const kind = {
            'keys*': 'keys',
            usage: 'usage',
            keys: 'keyNames',
            'keys/*/usage': 'keyUsage',
          }[plan?.[2] as 'keys*' | 'usage' | 'keys' | 'keys/*/usage'];
          const expected = {
            keys: ['apigateway:DELETE', 'apigateway:POST'],
            usage: ['apigateway:GET'],
            keyNames: ['apigateway:GET'],
            keyUsage: ['apigateway:PATCH'],
          }[kind];
          expect(actions, text).toEqual(expected);
          granted[kind]?.push(plan?.[1] ?? '');
        }
      }
    }
    // Every usage plan of the stack, once per area with 'keys', and nothing that is not one of them.
    const keysAreas = Object.values(areas as Record<string, AreaDef>).filter(
      (area) => area.apiGateway === 'keys',
    ).length;
    const eachPlan = Array.from({ length: keysAreas }, () => plans)
      .flat()
      .sort();
    expect([...(granted.keys ?? [])].sort()).toEqual(eachPlan);
    expect([...(granted.usage ?? [])].sort()).toEqual(eachPlan);
    expect([...(granted.keyNames ?? [])].sort()).toEqual(eachPlan);
    expect([...(granted.keyUsage ?? [])].sort()).toEqual(eachPlan);
  });

  it("lets an area with readUsage only read the plans' usage and keys' names (GetUsage, GetUsagePlanKeys), nothing else", () => {
    const nested = productApisTemplate(testStack.productApis);
    const policies = (
      Object.values(nested.findResources('AWS::IAM::ManagedPolicy')) as CfnResource[]
    ).filter((policy) => String(policy.Properties.Description).includes('admin insights'));
    expect(policies.length).toBeGreaterThan(0);
    const plans = Object.keys(nested.findResources('AWS::ApiGateway::UsagePlan')).sort();
    const read: string[] = [];
    for (const policy of policies) {
      const document = policy.Properties.PolicyDocument as { Statement: PolicyStatementJson[] };
      for (const statement of document.Statement) {
        expect([statement.Action].flat()).toEqual(['apigateway:GET']);
        for (const resource of [statement.Resource].flat()) {
          const plan =
            /^arn:<Partition>:apigateway:<Region>::\/usageplans\/<(\w+)>\/(usage|keys)$/.exec(
              resourceText(resource),
            );
          expect(plan, resourceText(resource)).not.toBeNull();
          read.push(`${plan?.[1]} ${plan?.[2]}`);
        }
      }
    }
    expect(read.sort()).toEqual(plans.flatMap((plan) => [`${plan} keys`, `${plan} usage`]).sort());
  });
});
