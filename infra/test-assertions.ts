/** Assertions shared by the CDK tests (vitest only; never imported by the app). */
import type { Template } from 'aws-cdk-lib/assertions';
import { expect } from 'vitest';
import type { CatalogueSource } from './catalogue/catalogue-source';
import { planTiers, productStages, usagePlanName, usagePlans } from '../shared/plans';

type CfnResource = { Type: string; Properties: Record<string, unknown> };
type Ref = { Ref: string };

/** Asserts the product APIs of a catalogue in the nested stack's template. */
export function expectProductApis(template: Template, catalogue: CatalogueSource, stage: string) {
  const services = catalogue.categories.flatMap((c) => c.services.map((s) => s.service));
  const apis = template.findResources('AWS::ApiGateway::RestApi') as Record<string, CfnResource>;
  const stages = template.findResources('AWS::ApiGateway::Stage') as Record<string, CfnResource>;
  const plans = Object.values(
    template.findResources('AWS::ApiGateway::UsagePlan'),
  ) as CfnResource[];
  const apiIdOf = (service: string) => {
    const found = Object.entries(apis).find(
      ([, r]) => r.Properties.Name === `marque-${service}-${stage}`,
    );
    expect(found, `API of ${service}`).toBeDefined();
    return found![0];
  };

  expect(Object.keys(apis)).toHaveLength(services.length);
  expect(plans).toHaveLength(services.length * productStages.length * planTiers.length);

  for (const service of services) {
    const apiId = apiIdOf(service);
    const api = apis[apiId]!.Properties;
    expect(api.Body, `${service} is built from its OpenAPI document`).toMatchObject({
      paths: expect.any(Object),
      'x-amazon-apigateway-api-key-source': 'HEADER',
    });
    const own = Object.entries(stages).filter(
      ([, s]) => (s.Properties.RestApiId as Ref).Ref === apiId,
    );
    expect(own.map(([, s]) => s.Properties.StageName).sort()).toEqual([...productStages].sort());

    for (const productStage of productStages) {
      const stageId = own.find(([, s]) => s.Properties.StageName === productStage)![0];
      for (const tier of planTiers) {
        const name = usagePlanName(service, productStage, tier);
        const plan = plans.find((p) => p.Properties.UsagePlanName === name);
        expect(plan, name).toBeDefined();
        const limits = usagePlans[tier];
        expect(plan!.Properties.Quota, name).toEqual({
          Limit: limits.quotaPerMonth,
          Period: 'MONTH',
        });
        expect(plan!.Properties.Throttle, name).toEqual({
          RateLimit: limits.ratePerSecond,
          BurstLimit: limits.burst,
        });
        // Only this service's stage: a key in this plan calls nothing else.
        const apiStages = plan!.Properties.ApiStages as unknown[];
        expect(apiStages, name).toHaveLength(1);
        expect(apiStages[0], name).toMatchObject({
          ApiId: { Ref: apiId },
          Stage: { Ref: stageId },
        });
      }
    }
  }
}
