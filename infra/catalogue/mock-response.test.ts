import { describe, expect, it } from 'vitest';
import { document, operation } from './testing/catalogue-fixture';
import { matchOperation, mockResponse } from './mock-response';
import { loadCatalogue } from './read-catalogue';

const doc = document('v1', {
  '/v1/vehicles/{vin}/status': { get: operation('getStatus') },
  '/v1/orders/{orderId}': {
    get: operation('getOrder'),
    delete: operation('cancelOrder', {
      responses: {
        '204': { description: 'No content' },
        '200': {
          description: 'OK',
          content: { 'application/json': { example: { cancelled: true } } },
        },
      },
    }),
  },
  '/v1/orders/summary': { get: operation('getOrderSummary') },
  '/v1/orders': {
    post: operation('createOrder', {
      responses: {
        '400': {
          description: 'Bad',
          content: { 'application/json': { example: { code: 'BAD' } } },
        },
        '201': {
          description: 'Created',
          content: { 'application/json': { example: { orderId: 'O-1' } } },
        },
        '202': {
          description: 'Accepted',
          content: { 'application/json': { example: { queued: true } } },
        },
      },
    }),
  },
});

describe('matchOperation', () => {
  it('matches a concrete path against a template and decodes its parameters', () => {
    const match = matchOperation(doc, 'get', '/v1/vehicles/ABC%20123/status?units=km');
    expect(match?.template).toBe('/v1/vehicles/{vin}/status');
    expect(match?.method).toBe('GET');
    expect(match?.operation.operationId).toBe('getStatus');
    expect(match?.params).toEqual({ vin: 'ABC 123' });
  });

  it('prefers literal segments over parameters', () => {
    expect(matchOperation(doc, 'GET', '/v1/orders/summary')?.operation.operationId).toBe(
      'getOrderSummary',
    );
    expect(matchOperation(doc, 'GET', '/v1/orders/O-42')?.params).toEqual({ orderId: 'O-42' });
  });

  it('tells methods apart and rejects near misses', () => {
    expect(matchOperation(doc, 'DELETE', '/v1/orders/O-42')?.operation.operationId).toBe(
      'cancelOrder',
    );
    expect(matchOperation(doc, 'PUT', '/v1/orders/O-42')).toBeUndefined();
    expect(matchOperation(doc, 'GET', '/v1/vehicles//status')).toBeUndefined();
    expect(matchOperation(doc, 'GET', '/v1/vehicles/ABC/status/extra')).toBeUndefined();
    expect(matchOperation(doc, 'GET', '/v2/vehicles/ABC/status')).toBeUndefined();
    expect(matchOperation(doc, 'GET', '/v1/vehicles/ABC/status/')?.operation.operationId).toBe(
      'getStatus',
    );
  });
});

describe('mockResponse', () => {
  it('answers the example of the lowest 2xx response', () => {
    expect(mockResponse(doc, 'GET', '/v1/vehicles/ABC/status')).toEqual({
      status: 200,
      body: { id: 'getStatus' },
    });
    expect(mockResponse(doc, 'POST', '/v1/orders')).toEqual({
      status: 201,
      body: { orderId: 'O-1' },
    });
  });

  it('answers no body for a 2xx without an example, and nothing for an unknown route', () => {
    expect(mockResponse(doc, 'DELETE', '/v1/orders/O-1')).toEqual({
      status: 200,
      body: { cancelled: true },
    });
    const noBody = document('v1', {
      '/v1/x': { delete: operation('deleteX', { responses: { '204': { description: 'Gone' } } }) },
    });
    expect(mockResponse(noBody, 'DELETE', '/v1/x')).toEqual({ status: 204, body: undefined });
    expect(mockResponse(doc, 'GET', '/v1/unknown')).toBeUndefined();
  });

  it('hands out copies, never the shared catalogue example', () => {
    const first = mockResponse(doc, 'POST', '/v1/orders');
    (first?.body as Record<string, unknown>).orderId = 'changed';
    expect(mockResponse(doc, 'POST', '/v1/orders')?.body).toEqual({ orderId: 'O-1' });
  });

  it('serves the authored catalogue, versions side by side', () => {
    const status = loadCatalogue()
      .categories.flatMap((c) => c.services)
      .find((s) => s.service === 'vehicle-status');
    expect(status).toBeDefined();
    const doc = status!.openapi;
    expect(mockResponse(doc, 'GET', '/v1/vehicles/ABC/status')).toMatchObject({
      status: 200,
      body: { fuelLevelPercent: 46 },
    });
    expect(mockResponse(doc, 'GET', '/v2/vehicles/ABC/status')).toMatchObject({
      status: 200,
      body: { powertrain: 'electric' },
    });
  });
});
