import { describe, expect, it } from 'vitest';
import { document, operation } from './testing/catalogue-fixture';
import { toGatewaySpec } from './to-gateway-spec';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- reading a generated document in assertions

const doc = document(
  'v1',
  {
    '/v1/orders': {
      post: operation('createOrder', {
        'x-marque-status': 'under maintenance',
        parameters: [
          {
            name: 'x-app-id',
            in: 'header',
            required: true,
            description: 'App family.',
            example: '4',
            schema: { type: 'string', enum: ['4'], example: '4' },
          },
        ],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                nullable: true,
                additionalProperties: false,
                properties: {
                  count: { type: 'integer', format: 'int32', minimum: 1, exclusiveMinimum: true },
                  on: { type: 'string', format: 'date', maxLength: 10 },
                  at: { type: 'string', format: 'date-time', readOnly: true },
                  example: {
                    type: 'string',
                    description: 'A field that happens to be called example.',
                  },
                  choice: {
                    oneOf: [{ type: 'string' }, { type: 'number' }],
                    description: 'Either.',
                  },
                },
              },
              example: { count: 2 },
            },
          },
        },
        responses: {
          '201': {
            description: 'Created',
            content: {
              'application/json': {
                schema: { $ref: '#/components/schemas/Order', description: 'ignored sibling' },
                example: { orderId: 'ORD-1', note: 'Costs $100 #fast' },
              },
            },
          },
          '202': {
            description: 'Accepted',
            content: { 'application/json': { example: { queued: true } } },
          },
          '400': {
            description: 'Bad request',
            content: { 'application/json': { example: { code: 'BAD' } } },
          },
        },
      }),
    },
  },
  { Order: { type: 'object', properties: { orderId: { type: 'string', example: 'ORD-1' } } } },
);

describe('toGatewaySpec', () => {
  const spec = toGatewaySpec(doc) as Json;
  const post = spec.paths['/v1/orders'].post as Json;

  it('adds a mock integration answering the lowest 2xx example', () => {
    const integration = post['x-amazon-apigateway-integration'];
    expect(integration).toMatchObject({
      type: 'mock',
      requestTemplates: { 'application/json': '{"statusCode": 201}' },
      passthroughBehavior: 'when_no_match',
    });
    expect(integration.responses.default.statusCode).toBe('201');
    const body = integration.responses.default.responseTemplates['application/json'];
    expect(JSON.parse(body)).toEqual({ orderId: 'ORD-1', note: 'Costs $100 #fast' });
    // Velocity would read $100 and #fast as a reference and a directive.
    expect(body).not.toMatch(/[$#]/);
  });

  it('requires the x-api-key header on every operation', () => {
    expect(post.security).toEqual([{ api_key: [] }]);
    expect(spec['x-amazon-apigateway-api-key-source']).toBe('HEADER');
    expect(spec.components.securitySchemes).toEqual({
      api_key: { type: 'apiKey', name: 'x-api-key', in: 'header' },
    });
  });

  it('strips the x-marque extensions and every example', () => {
    const text = JSON.stringify({
      ...spec,
      paths: { '/v1/orders': { post: { ...post, 'x-amazon-apigateway-integration': null } } },
    });
    expect(text).not.toMatch(/x-marque-/);
    expect(text).not.toMatch(/"example":\s*(?!\{"type")/);
    expect(post.parameters).toEqual([
      {
        name: 'x-app-id',
        in: 'header',
        required: true,
        description: 'App family.',
        schema: { type: 'string', enum: ['4'] },
      },
    ]);
    expect(post.responses['201']).toEqual({
      description: 'Created',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Order' } } },
    });
    expect(spec.components.schemas.Order).toEqual({
      type: 'object',
      properties: { orderId: { type: 'string' } },
    });
  });

  it('keeps only JSON Schema draft 4 that API Gateway accepts, property names untouched', () => {
    const schema = post.requestBody.content['application/json'].schema;
    expect(schema).toEqual({
      type: 'object',
      properties: {
        count: { type: 'integer', minimum: 1 },
        on: { type: 'string', maxLength: 10 },
        at: { type: 'string', format: 'date-time' },
        example: { type: 'string', description: 'A field that happens to be called example.' },
        choice: { description: 'Either.' },
      },
    });
    expect(post.requestBody.required).toBe(true);
  });

  it('keeps operation ids and summaries, sets 3.0.1 and leaves the source untouched', () => {
    expect(post).toMatchObject({ operationId: 'createOrder', summary: 'Summary of createOrder' });
    expect(spec.openapi).toBe('3.0.1');
    expect(spec.info).toMatchObject({ title: 'Fixture API', version: 'v1' });
    expect(doc.paths['/v1/orders']?.post?.['x-marque-status']).toBe('under maintenance');
    expect('x-amazon-apigateway-integration' in (doc.paths['/v1/orders']?.post ?? {})).toBe(false);
  });

  it('refuses what API Gateway cannot import', () => {
    const noSuccess = document('v1', {
      '/v1/x': { get: operation('getX', { responses: { '404': { description: 'Not found' } } }) },
    });
    expect(() => toGatewaySpec(noSuccess)).toThrow(/getX has no 2xx response/);
    const badSegment = document('v1', { '/v1/x{id}': { get: operation('getX') } });
    expect(() => toGatewaySpec(badSegment)).toThrow(/segment API Gateway rejects: "x\{id\}"/);
    const badModel = document(
      'v1',
      { '/v1/x': { get: operation('getX') } },
      { Not_Ok: { type: 'object' } },
    );
    expect(() => toGatewaySpec(badModel)).toThrow(/Not_Ok is not alphanumeric/);
  });

  describe('with a Lambda backend', () => {
    const uri =
      'arn:aws:apigateway:eu-west-1:lambda:path/2015-03-31/functions/' +
      'arn:aws:lambda:eu-west-1:123456789012:function:backend/invocations';
    const twoOperations = document('v1', {
      '/v1/orders': {
        post: operation('createOrder'),
        get: operation('listOrders', { responses: { '404': { description: 'None' } } }),
      },
      '/v1/orders/{id}': { delete: operation('deleteOrder') },
    });
    const backed = toGatewaySpec(twoOperations, { lambdaInvocationUri: uri }) as Json;
    const backedOperations = Object.values(backed.paths as Json).flatMap((methods) =>
      Object.values(methods as Json),
    ) as Json[];

    it('sends every operation to the function as a Lambda proxy call, no mock left', () => {
      expect(backedOperations).toHaveLength(3);
      for (const each of backedOperations) {
        expect(each['x-amazon-apigateway-integration']).toEqual({
          type: 'aws_proxy',
          httpMethod: 'POST',
          uri,
          passthroughBehavior: 'when_no_match',
        });
      }
      // The function answers itself: an operation with no 2xx example is no longer refused.
      expect(backed.paths['/v1/orders'].get.operationId).toBe('listOrders');
    });

    it('still needs the API key on every operation', () => {
      for (const each of backedOperations) expect(each.security).toEqual([{ api_key: [] }]);
      expect(backed['x-amazon-apigateway-api-key-source']).toBe('HEADER');
    });

    it('changes nothing but the integration', () => {
      const mocked = toGatewaySpec(
        document('v1', { '/v1/orders': { post: operation('createOrder') } }),
      ) as Json;
      const withLambda = toGatewaySpec(
        document('v1', { '/v1/orders': { post: operation('createOrder') } }),
        { lambdaInvocationUri: uri },
      ) as Json;
      const strip = (s: Json) => {
        const { 'x-amazon-apigateway-integration': _, ...rest } = s.paths['/v1/orders']
          .post as Json;
        return { ...s, paths: { '/v1/orders': { post: rest } } };
      };
      expect(strip(withLambda)).toEqual(strip(mocked));
    });
  });
});
