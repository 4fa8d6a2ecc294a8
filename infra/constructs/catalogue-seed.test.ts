import { productApisTemplate } from '../testing/product-apis-template';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { tables } from '../../lambdas/data/tables';
import { fixtureCatalogue } from '../testing/test-stack';
import { sharedTestStack } from '../testing/shared-test-stack';

type Join = { 'Fn::Join': [string, unknown[]] };

describe('CatalogueSeed', () => {
  let template: Template;
  beforeAll(() => {
    template = productApisTemplate(sharedTestStack().stack.productApis);
  });

  it('seeds through a custom resource whose Seed is the catalogue as JSON', () => {
    template.resourceCountIs('Custom::MarqueCatalogueSeed', 1);
    const seed = Object.values(template.findResources('Custom::MarqueCatalogueSeed'))[0] as {
      Properties: { Seed: Join; ServiceToken: unknown };
    };
    const parts = seed.Properties.Seed['Fn::Join'][1];
    const text = parts.map((p) => (typeof p === 'string' ? p : 'TOKEN')).join('');
    const parsed = JSON.parse(text) as {
      categories: { name: string; services: { service: string; usagePlans: unknown[] }[] }[];
    };
    expect(parsed.categories.map((c) => c.name)).toEqual(
      fixtureCatalogue.categories.map((c) => c.name),
    );
    for (const category of parsed.categories) {
      for (const service of category.services) expect(service.usagePlans).toHaveLength(8);
    }
    // API and usage plan ids are filled in by CloudFormation.
    expect(parts.filter((p) => typeof p !== 'string').length).toBeGreaterThanOrEqual(2 * 9);
  });

  it('runs the seed handler with the catalogue table', () => {
    template.hasResourceProperties('AWS::Lambda::Function', {
      Description: 'Marque: writes the catalogue table at deploy',
      Environment: { Variables: Match.objectLike({ [tables.catalogue.envVar]: Match.anyValue() }) },
    });
  });
});
