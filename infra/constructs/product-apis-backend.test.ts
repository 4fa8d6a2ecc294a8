import { productApisTemplate } from '../testing/product-apis-template';
import { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { UserPool } from 'aws-cdk-lib/aws-cognito';
import { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { productBackends } from '../../lambdas/routes';
import type { CatalogueSource } from '../catalogue/catalogue-source';
import { listOperations } from '../../shared/openapi/openapi-operations';
import { loadCatalogue } from '../catalogue/read-catalogue';
import {
  expectNoDependencyCycle,
  functionByDescription,
  resourceText,
} from '../testing/stack-assertions';
import { fixtureCatalogue, makeTestStack } from '../testing/test-stack';
import { ProductApis } from './product-apis';
import { testApp } from '../testing/test-app';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- reading a generated template in assertions
type Resource = { Type: string; Properties: Json };

const backend = productBackends.customerIdentity;
const customerAuthentication = loadCatalogue()
  .categories.flatMap((c) => c.services)
  .find((s) => s.service === backend.service);
if (!customerAuthentication) throw new Error(`${backend.service} is not in the catalogue`);

/** The two-service fixture plus the real Customer Authentication service. */
const catalogue: CatalogueSource = {
  categories: fixtureCatalogue.categories.map((category) =>
    category.name === 'Customer'
      ? { ...category, services: [...category.services, customerAuthentication] }
      : category,
  ),
};

function operationsOf(api: Resource): Json[] {
  return Object.values(api.Properties.Body.paths as Json).flatMap((methods) =>
    Object.values(methods as Json),
  ) as Json[];
}

describe('ProductApis with a Lambda backend', () => {
  let nested: Template;
  let parent: Template;
  let apis: Record<string, Resource>;
  const apiOf = (service: string): [string, Resource] => {
    const found = Object.entries(apis).find(
      ([, api]) => api.Properties.Name === `marque-${service}-dev`,
    );
    if (!found) throw new Error(`no API for ${service}`);
    return found;
  };
  /** The backend's ARN as the nested stack gets it: the parameter and its value in the parent. */
  let backendArnParameter: string;

  beforeAll(() => {
    const { stack } = makeTestStack({ catalogue });
    nested = productApisTemplate(stack.productApis);
    parent = Template.fromStack(stack);
    apis = nested.findResources('AWS::ApiGateway::RestApi') as Record<string, Resource>;
    const { id: backendId } = functionByDescription(parent, backend.description);
    const nestedStack = Object.values(
      parent.findResources('AWS::CloudFormation::Stack'),
    )[0] as Resource;
    const parameters = nestedStack.Properties.Parameters as Record<string, unknown>;
    const found = Object.entries(parameters).find(
      ([, value]) => JSON.stringify(value) === JSON.stringify({ 'Fn::GetAtt': [backendId, 'Arn'] }),
    );
    if (!found) throw new Error('the nested stack does not get the backend ARN');
    backendArnParameter = found[0];
  });

  it('sends every Customer Authentication operation to the backend (Lambda proxy)', () => {
    const [, api] = apiOf(backend.service);
    const operations = operationsOf(api);
    expect(operations.length).toBe(listOperations(customerAuthentication.openapi).length);
    for (const operation of operations) {
      const integration = operation['x-amazon-apigateway-integration'] as Json;
      expect(integration, operation.operationId).toMatchObject({
        type: 'aws_proxy',
        httpMethod: 'POST',
      });
      expect(resourceText(integration.uri), operation.operationId).toBe(
        'arn:<Partition>:apigateway:<Region>:lambda:path/2015-03-31/functions/' +
          `<${backendArnParameter}>/invocations`,
      );
      // The API key, its usage plan and the key's binding to this service still come first.
      expect(operation.security, operation.operationId).toEqual([
        { api_key: [], subscription_key: [] },
      ]);
    }
  });

  it('keeps the mocks on the other services', () => {
    for (const service of ['vehicle-status', 'dealer-locator']) {
      for (const operation of operationsOf(apiOf(service)[1])) {
        expect(operation['x-amazon-apigateway-integration'].type, service).toBe('mock');
      }
    }
  });

  it("lets only that API's sandbox and prod stages invoke the backend", () => {
    const [apiId] = apiOf(backend.service);
    const permissions = Object.values(nested.findResources('AWS::Lambda::Permission'))
      .map((p) => (p as Resource).Properties)
      .filter((p) => JSON.stringify(p.FunctionName).includes(backendArnParameter));
    expect(permissions.map((p) => ({ ...p, SourceArn: resourceText(p.SourceArn) }))).toEqual(
      ['sandbox', 'prod'].map((stage) => ({
        Action: 'lambda:InvokeFunction',
        FunctionName: { Ref: backendArnParameter },
        Principal: 'apigateway.amazonaws.com',
        SourceArn: `arn:<Partition>:execute-api:eu-west-1:123456789012:<${apiId}>/${stage}/*/*`,
      })),
    );
  });

  it('has no dependency cycle in either stack', () => {
    expectNoDependencyCycle(parent);
    expectNoDependencyCycle(nested);
  });

  it('refuses a backend for a service the catalogue does not have', () => {
    const stack = new Stack(testApp(), 'Unknown');
    const fn = LambdaFunction.fromFunctionArn(
      stack,
      'fn',
      'arn:aws:lambda:eu-west-1:123456789012:function:nowhere',
    );
    expect(
      () =>
        new ProductApis(stack, 'apis', {
          deployment: 'Marque-dev',
          stage: 'dev',
          catalogue: fixtureCatalogue,
          logging: stack,
          userPool: new UserPool(stack, 'pool'),
          customerPool: { userPool: new UserPool(stack, 'customers'), clientId: 'client' },
          backends: { 'no-such-service': fn },
        }),
    ).toThrow(/no-such-service, which is not in the catalogue/);
  });
});
