import { productApisTemplate } from './testing/product-apis-template';
import { type App, Validations } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from './catalogue/read-catalogue';
import { expectNoDependencyCycle, expectProductApis } from './testing/stack-assertions';
import { sharedTestStack } from './testing/shared-test-stack';
import { makeTestStack } from './testing/test-stack';

/** CloudFormation's limits per template. */
const maxResources = 500;
const maxOutputs = 200;

function counts(template: Template): { resources: number; outputs: number } {
  const json = template.toJSON() as { Resources: object; Outputs?: object };
  return {
    resources: Object.keys(json.Resources).length,
    outputs: Object.keys(json.Outputs ?? {}).length,
  };
}

/** cdk-nag 3 reports through CDK's validation report, not annotations: ask it directly. */
function nagErrors(app: App): string[] {
  return new AwsSolutionsChecks(app)
    .validateScope(app)
    .violations.filter((v) => v.severity === 'error')
    .map((v) => `${v.ruleName}: ${v.violatingResources.map((r) => r.constructPath).join(', ')}`);
}

describe('MarqueStack', () => {
  it('outputs the portal URL, API URL, both pools and their client ids', () => {
    const template = Template.fromStack(sharedTestStack().stack);
    for (const name of [
      'PortalUrl',
      'ApiUrl',
      'UserPoolId',
      'UserPoolClientId',
      'CustomerPoolId',
      'CustomerPoolClientId',
    ]) {
      template.hasOutput(name, { Value: Match.anyValue() });
    }
  });

  it("builds the real catalogue: every service and the deployment's 8 plans, within CloudFormation limits", () => {
    const catalogue = loadCatalogue();
    const { stack } = sharedTestStack({ realCatalogue: true });
    const parent = Template.fromStack(stack);
    const nested = productApisTemplate(stack.productApis);
    expectProductApis(nested, catalogue, 'dev');
    const templates = [
      parent,
      nested,
      Template.fromStack(stack.portalApi.functionsStack),
      Template.fromStack(stack.monitoring),
    ];
    for (const template of templates) {
      const { resources, outputs } = counts(template);
      // 15% kept free of CloudFormation's limit. The parent holds the portal API's resources
      // and methods (about 3 per route): its next step is a nested stack of its own.
      expect(resources).toBeLessThan(maxResources * 0.85);
      expect(outputs).toBeLessThan(maxOutputs);
    }
  });

  it('has no dependency cycle (pool, triggers, site client, API and site name each other)', () => {
    const context = {
      sesFromAddress: 'no-reply@example.com',
      sesIdentity: 'verified',
      corporateIdp: { type: 'saml', name: 'corp', metadataUrl: 'https://idp.example.com/m' },
    };
    expectNoDependencyCycle(Template.fromStack(makeTestStack({ context }).stack));
  });

  it.each([
    { stage: 'preprod' },
    { stage: 'prod' },
    { stage: 'dev', adminEmail: 'portal-admin@example.com' },
    { stage: 'preprod', sesFromAddress: 'no-reply@example.com' },
    {
      stage: 'prod',
      sesFromAddress: 'no-reply@example.com',
      sesIdentity: 'verified',
      corporateIdp: {
        type: 'oidc',
        name: 'corp',
        clientId: 'marque',
        clientSecretArn: 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:corp-AbCdEf',
        issuerUrl: 'https://login.example.com',
      },
    },
    {
      stage: 'prod',
      siteDomain: 'developer.example.com',
      certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc-123',
    },
  ])('passes cdk-nag for %o', (context) => {
    // A stage's own stack is the one the other files read; the rest are made here.
    const onlyStage = Object.keys(context).length === 1;
    const { app } = onlyStage ? sharedTestStack({ context }) : makeTestStack({ context });
    expect(nagErrors(app)).toEqual([]);
  });

  it('passes cdk-nag (AwsSolutions) with bundling on: no unacknowledged error', () => {
    const { app, stack } = makeTestStack({ catalogue: loadCatalogue(), bundling: true });
    Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
    expect(nagErrors(app)).toEqual([]);
    // Synthesis runs the registered plugin too, and throws on an error.
    expect(() => Template.fromStack(stack)).not.toThrow();
    expect(
      Annotations.fromStack(stack).findError('*', Match.stringLikeRegexp('AwsSolutions-.*')),
    ).toEqual([]);
    // esbuild bundles every function here (the only bundled synth of the cdk tests): 48-60 s
    // on the 2-core machine lightly loaded, past 180 s at a load average of 20-25.
  }, 360_000);
});
