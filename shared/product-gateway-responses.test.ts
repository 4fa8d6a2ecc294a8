import { describe, expect, it } from 'vitest';
import type { OpenApiDocument, OpenApiOperation } from './openapi/openapi-document';
import { gatewayResponseBody, productGatewayResponses } from './product-gateway-responses';

const operation = (authorizer: OpenApiOperation['x-marque-authorizer']): OpenApiOperation => ({
  operationId: `get-${authorizer}`,
  summary: 'Reads',
  responses: { '200': { description: 'OK' } },
  'x-marque-status': 'active',
  'x-marque-authorizer': authorizer,
  'x-marque-generate-token': 'disabled',
});

const documentWith = (...authorizers: OpenApiOperation['x-marque-authorizer'][]) =>
  ({
    openapi: '3.0.3',
    info: { title: 'Vehicle status', version: 'v1' },
    paths: Object.fromEntries(authorizers.map((a, i) => [`/v1/op${i}`, { get: operation(a) }])),
  }) satisfies OpenApiDocument;

describe('the product APIs’ answers to a missing or invalid key', () => {
  it('name the x-api-key header, keeping 401 for a missing key and 403 for an invalid one', () => {
    const responses = productGatewayResponses(documentWith('apiKey'));
    expect(responses.UNAUTHORIZED).toEqual({
      status: 401,
      message: "Missing API key: send your application's key in the x-api-key header.",
    });
    const invalid = {
      status: 403,
      message:
        "Invalid API key: send the key shown on your application's page (Reveal) for this API and stage in the x-api-key header.",
    };
    expect(responses.ACCESS_DENIED).toEqual(invalid);
    expect(responses.INVALID_API_KEY).toEqual(invalid);
  });

  it('name the Authorization header too on an API with an operation that checks a token', () => {
    for (const authorizer of ['cognito', 'customerToken'] as const) {
      const { UNAUTHORIZED } = productGatewayResponses(documentWith('apiKey', authorizer));
      expect(UNAUTHORIZED.status).toBe(401);
      expect(UNAUTHORIZED.message).toBe(
        "Missing API key or access token: send your application's key in the x-api-key header and, where the operation needs one, a valid access token in the Authorization header.",
      );
    }
  });

  it('make JSON bodies API Gateway sends as they are (nothing its templates would substitute)', () => {
    const responses = productGatewayResponses(documentWith('apiKey', 'cognito'));
    for (const response of Object.values(responses)) {
      const body = gatewayResponseBody(response);
      expect(JSON.parse(body)).toEqual({ message: response.message });
      expect(body).not.toContain('$');
    }
  });
});
