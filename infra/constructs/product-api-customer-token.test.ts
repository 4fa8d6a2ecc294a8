import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { listOperations } from '../../shared/openapi/openapi-operations';
import { loadCatalogue } from '../catalogue/read-catalogue';
import { productApisTemplate } from '../testing/product-apis-template';
import { sharedTestStack } from '../testing/shared-test-stack';
import { functionByDescription, resourceText } from '../testing/stack-assertions';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- reading a generated template in assertions

const customerAuthorizer =
  "Marque: as the key authorizer, plus a customer's access token of the customer pool";

describe("product APIs: the customer-token authorizer on exactly the 'customerToken' operations", () => {
  const catalogue = loadCatalogue();
  let bodies: Map<string, Json>;
  let nested: Template;

  beforeAll(() => {
    const { stack } = sharedTestStack({ realCatalogue: true });
    nested = productApisTemplate(stack.productApis);
    const apis = Object.values(nested.findResources('AWS::ApiGateway::RestApi')) as Json[];
    bodies = new Map(apis.map((api) => [api.Properties.Name as string, api.Properties.Body]));
  });

  it('puts every customerToken operation, and no other, behind the customer-token scheme', () => {
    let customerOperations = 0;
    for (const service of catalogue.categories.flatMap((c) => c.services)) {
      const body = bodies.get(`marque-${service.service}-dev`);
      expect(body, service.service).toBeDefined();
      for (const { path, method, operation } of listOperations(service.openapi)) {
        const security = body!.paths[path][method.toLowerCase()].security;
        const where = `${service.service} ${method} ${path}`;
        const expected = {
          customerToken: 'subscription_key_and_customer_token',
          cognito: 'subscription_key_and_token',
          apiKey: 'subscription_key',
          none: 'subscription_key',
        }[operation['x-marque-authorizer']];
        expect(security, where).toEqual([{ api_key: [], [expected]: [] }]);
        if (operation['x-marque-authorizer'] === 'customerToken') customerOperations += 1;
      }
    }
    // vehicle-status v1 and v2, remote-commands, parking-bookings.
    expect(customerOperations).toBeGreaterThanOrEqual(9);
  });

  it('checks the key and a customer pool access token of the customer app client', () => {
    const { id, properties } = functionByDescription(nested, customerAuthorizer);
    const env = (properties.Environment as Json).Variables as Json;
    expect(env.TOKEN_CHECK).toBe('customer-token');
    // The pool and client come from the parent stack as parameters named after what they are.
    expect(resourceText(env.USER_POOL_ID)).toMatch(
      /^<referencetoMarquetestcustomeridentity.*pool/i,
    );
    expect(resourceText(env.TOKEN_CLIENT_ID)).toMatch(
      /^<referencetoMarquetestcustomeridentity.*client/i,
    );
    const body = bodies.get('marque-vehicle-status-dev')!;
    const scheme = body.components.securitySchemes.subscription_key_and_customer_token;
    expect(scheme['x-amazon-apigateway-authorizer']).toMatchObject({
      type: 'request',
      identitySource:
        'method.request.header.x-api-key, stageVariables.keyScope, method.request.header.Authorization',
    });
    expect(JSON.stringify(scheme['x-amazon-apigateway-authorizer'].authorizerUri)).toContain(id);
  });
});
