import { productApisTemplate } from '../testing/product-apis-template';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { sharedTestStack } from '../testing/shared-test-stack';

interface TaggedResource {
  Properties: { Tags?: { Key: string; Value: string }[] };
}

/** The APIs and usage plans of the product APIs' nested stack carry the deployment's id. */
describe('the deployment tag on what CDK makes', () => {
  let nested: Template;
  let deployment: string;

  beforeAll(() => {
    const { stack } = sharedTestStack();
    deployment = stack.stackName;
    nested = productApisTemplate(stack.productApis);
  });

  it.each(['AWS::ApiGateway::RestApi', 'AWS::ApiGateway::UsagePlan', 'AWS::ApiGateway::Stage'])(
    'tags every %s with the portal stack name',
    (type) => {
      const resources = Object.values(nested.findResources(type)) as TaggedResource[];
      expect(resources.length).toBeGreaterThan(0);
      for (const resource of resources) {
        expect(resource.Properties.Tags).toContainEqual({ Key: 'deployment', Value: deployment });
      }
    },
  );
});
