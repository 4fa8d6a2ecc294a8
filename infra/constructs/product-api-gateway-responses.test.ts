import { beforeAll, describe, expect, it } from 'vitest';
import { listOperations } from '../../shared/openapi/openapi-operations';
import { loadCatalogue } from '../catalogue/read-catalogue';
import { productApisTemplate } from '../testing/product-apis-template';
import { sharedTestStack } from '../testing/shared-test-stack';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- reading a generated template in assertions

const missingKey = "Missing API key: send your application's key in the x-api-key header.";
const missingKeyOrToken =
  "Missing API key or access token: send your application's key in the x-api-key header and, where the operation needs one, a valid access token in the Authorization header.";
const invalidKey =
  "Invalid API key: send the key shown on your application's page (Reveal) for this API and stage in the x-api-key header.";

const response = (statusCode: number, message: string) => ({
  statusCode,
  responseTemplates: { 'application/json': JSON.stringify({ message }) },
});

describe('product APIs: a missing or invalid key is answered with what to send', () => {
  const catalogue = loadCatalogue();
  let bodies: Map<string, Json>;

  beforeAll(() => {
    const { stack } = sharedTestStack({ realCatalogue: true });
    const apis = Object.values(
      productApisTemplate(stack.productApis).findResources('AWS::ApiGateway::RestApi'),
    ) as Json[];
    bodies = new Map(apis.map((api) => [api.Properties.Name as string, api.Properties.Body]));
  });

  it('gives every product API the gateway responses for no key, a key denied and a key unknown, with their statuses', () => {
    const services = catalogue.categories.flatMap((c) => c.services);
    expect(bodies.size).toBe(services.length);
    const kinds = new Set<string>();
    for (const service of services) {
      const checksToken = listOperations(service.openapi).some(({ operation }) =>
        ['cognito', 'customerToken'].includes(operation['x-marque-authorizer']),
      );
      kinds.add(checksToken ? 'token' : 'key only');
      const body = bodies.get(`marque-${service.service}-dev`);
      expect(body?.['x-amazon-apigateway-gateway-responses'], service.service).toEqual({
        UNAUTHORIZED: response(401, checksToken ? missingKeyOrToken : missingKey),
        ACCESS_DENIED: response(403, invalidKey),
        INVALID_API_KEY: response(403, invalidKey),
      });
    }
    // Both wordings of UNAUTHORIZED are in the catalogue.
    expect(kinds).toEqual(new Set(['token', 'key only']));
  });
});
