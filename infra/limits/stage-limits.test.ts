import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../catalogue/read-catalogue';
import { servicesPerShard } from '../constructs/product-api-shard';
import type { LimitName } from './aws-limits';
import { limitStages, synthesizeStage } from './stage-templates';
import {
  breachMessage,
  breaches,
  type DeploymentFigures,
  measureDeployment,
} from './template-limits';

/**
 * Every stage as `cdk deploy` would send it, held against AWS's limits and the project's headroom
 * (infra/limits/aws-limits.ts). Each stage is synthesised once; its figures serve every test.
 */
describe.each(limitStages)('the $label deployment', (stage) => {
  let figures: DeploymentFigures;
  const over = (...limits: LimitName[]) =>
    breaches(figures)
      .filter((breach) => limits.includes(breach.limit))
      .map(breachMessage);

  beforeAll(() => {
    const outdir = mkdtempSync(join(process.env.MARQUE_CDK_TEST_OUTDIR ?? tmpdir(), 'limits-'));
    figures = measureDeployment(synthesizeStage(stage, outdir));
  });

  it('is measured over every template: the edge stack, the portal stack and each nested stack', () => {
    const name = `Marque-${String(stage.context.stage)}`;
    const services = stage.services ?? loadCatalogue().categories.flatMap((c) => c.services).length;
    const shards = Array.from(
      { length: Math.ceil(services / servicesPerShard) },
      (_, i) => `${name}/product-apis/product-apis/shard-${i + 1}`,
    );
    expect(figures.templates.map((t) => t.template).sort()).toEqual(
      [
        name,
        `${name}-edge`,
        `${name}/monitoring`,
        `${name}/portal-api/functions`,
        `${name}/product-apis`,
        ...shards,
      ].sort(),
    );
  });

  it("has the deployment's 8 usage plans, whatever the catalogue's size", () => {
    expect(figures.usagePlans).toBe(8);
  });

  it('keeps every template within 800,000 bytes as written (CloudFormation refuses 1,000,000)', () => {
    expect(over('templateBytes')).toEqual([]);
  });

  it('keeps every template within 450 resources (AWS: 500), 200 outputs and 200 parameters', () => {
    expect(over('resources', 'outputs', 'parameters')).toEqual([]);
  });

  it('keeps every IAM managed policy within 6,144 characters, resolved in the longest region', () => {
    expect(over('managedPolicyChars')).toEqual([]);
  });

  it("keeps every role's inline policies within 10,240 characters and 10 managed policies", () => {
    expect(figures.roles.length).toBeGreaterThan(20);
    expect(over('inlinePolicyCharsPerRole', 'managedPoliciesPerRole')).toEqual([]);
  });
});
