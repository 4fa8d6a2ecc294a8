import { describe, expect, it } from 'vitest';
import type { FieldChange, OperationChange } from '../../../shared/docs/doc-model';
import { diffVersions, matchKey } from '../../../shared/openapi/docs/diff-versions';
import { ordersService } from './testing/orders-fixture';
import { toServiceDocs } from './to-service-docs';

const [v1, v2] = toServiceDocs(ordersService());
const changes = v2?.changes;

function changed(name: string): OperationChange {
  const op = changes?.changed.find((c) => c.name === name);
  if (!op) throw new Error(`${name} is not among the changed operations`);
  return op;
}

function change(op: string, where: string, field: string): FieldChange | undefined {
  return changed(op).changes.find((c) => c.where === where && c.name === field);
}

describe('diffVersions on the orders fixture (v1 → v2)', () => {
  it('compares every version after the first with the one before', () => {
    expect(v1?.changes).toBeUndefined();
    expect(changes?.from).toBe('v1');
    expect(changes?.breaking).toBe(true);
  });

  it('matches operations by method and path without the version segment', () => {
    expect(changes?.added.map((op) => op.name)).toEqual(['listDealersV2']);
    expect(changes?.removed).toEqual([
      {
        name: 'cancelOrder',
        method: 'DELETE',
        path: '/v1/orders/{orderId}',
        displayName: 'Cancel order',
      },
    ]);
    expect(changes?.changed.map((op) => op.name)).not.toContain('getHealthV2');
    expect(changed('getOrderV2')).toMatchObject({ method: 'GET', path: '/v2/orders/{orderId}' });
  });

  it('lists parameter changes with the place and whether they break callers', () => {
    expect(change('getOrderV2', 'parameter', 'orderId')).toEqual({
      where: 'parameter',
      name: 'orderId',
      kind: 'changed',
      detail: 'pattern ^O-[0-9]+$ → ^O-[0-9]{4,}$',
      breaking: true,
    });
    expect(change('getOrderV2', 'parameter', 'include')).toMatchObject({
      detail: 'enum lost "notes"; enum gained "payments"',
      breaking: true,
    });
    expect(change('getOrderV2', 'parameter', 'x-dealer')).toMatchObject({
      kind: 'changed',
      detail: 'now required',
      breaking: true,
    });
    expect(change('getOrderV2', 'parameter', 'lang')).toMatchObject({
      kind: 'added',
      detail: 'new optional query parameter, string',
      breaking: false,
    });
  });

  it('lists request field changes: narrowed, widened, retyped, new required, removed', () => {
    const body = (field: string) => change('createOrderV2', 'request body', field);
    expect(body('(body)')).toMatchObject({ detail: 'now required', breaking: true });
    expect(body('dealerCode')).toMatchObject({ detail: 'maxLength 40 → 20', breaking: true });
    expect(body('quantity')).toMatchObject({ detail: 'maximum 10 → 20', breaking: false });
    expect(body('deliveryDate')).toMatchObject({
      detail: 'format date → date-time',
      breaking: true,
    });
    expect(body('channel')).toMatchObject({
      kind: 'added',
      detail: 'new required field, string',
      breaking: true,
    });
    expect(body('customer.email')).toMatchObject({ kind: 'added', breaking: false });
    expect(body('customer.name')).toMatchObject({ detail: 'now required', breaking: true });
    expect(body('legacyCode')).toMatchObject({ kind: 'removed', breaking: true });
  });

  it('names a new object once, not each of its fields', () => {
    expect(change('createOrderV2', 'request body', 'options')).toMatchObject({ kind: 'added' });
    expect(change('createOrderV2', 'request body', 'options.giftWrap')).toBeUndefined();
  });

  it('judges response fields from the caller reading them: widening breaks, narrowing does not', () => {
    const field = (name: string) => change('getOrderV2', 'response 200', name);
    expect(field('status')).toMatchObject({ detail: 'enum gained "cancelled"', breaking: true });
    expect(field('total')).toMatchObject({ detail: 'type integer → number', breaking: true });
    expect(field('note')).toMatchObject({ detail: 'maxLength 200 → 100', breaking: false });
    expect(field('lines[].sku')).toMatchObject({ detail: 'maxLength 20 → 30', breaking: true });
    expect(field('lines[].qty')).toMatchObject({ kind: 'removed', breaking: true });
    expect(field('currency')).toMatchObject({ kind: 'added', breaking: false });
    expect(field('id')).toBeUndefined();
  });

  it('lists responses added and removed', () => {
    expect(change('getOrderV2', 'response 404', '(response)')).toMatchObject({
      kind: 'removed',
      breaking: false,
    });
    expect(change('getOrderV2', 'response 429', '(response)')).toMatchObject({
      kind: 'added',
      detail: 'new response: Too many requests',
      breaking: false,
    });
  });

  it('reports a new content type and a new authorizer as breaking', () => {
    expect(change('addAttachmentV2', 'request body', '(content type)')).toMatchObject({
      detail: 'content type application/json → multipart/form-data',
      breaking: true,
    });
    expect(change('listOrderDocumentsV2', 'operation', 'authorizer')).toMatchObject({
      detail: 'authorizer apiKey → cognito',
      breaking: true,
    });
  });

  it('matches a path whose parameter was renamed, and shows the rename', () => {
    const op = changed('listOrderDocumentsV2');
    expect(op.changes.filter((c) => c.where === 'parameter')).toEqual([
      expect.objectContaining({ name: 'orderId', kind: 'added', breaking: true }),
      expect.objectContaining({ name: 'id', kind: 'removed', breaking: true }),
    ]);
  });
});

describe('diffVersions', () => {
  it('is not breaking when operations are only added', () => {
    const result = diffVersions(
      { version: 'v1', operations: [] },
      { operations: v2?.operations.slice(0, 1) ?? [] },
    );
    expect(result).toMatchObject({ from: 'v1', removed: [], changed: [], breaking: false });
    expect(result.added).toHaveLength(1);
  });

  it('finds no changes between a version and itself', () => {
    const ops = v2?.operations ?? [];
    expect(diffVersions({ version: 'v2', operations: ops }, { operations: ops })).toEqual({
      from: 'v2',
      added: [],
      removed: [],
      changed: [],
      breaking: false,
    });
  });
});

describe('matchKey', () => {
  it('drops the leading version segment and path parameter names', () => {
    expect(matchKey({ method: 'POST', path: '/v2/quotes' })).toBe('POST /quotes');
    expect(matchKey({ method: 'GET', path: '/v10/quotes/{quoteId}' })).toBe('GET /quotes/{}');
    expect(matchKey({ method: 'GET', path: '/v1' })).toBe('GET /');
    expect(matchKey({ method: 'GET', path: '/vehicles/v1' })).toBe('GET /vehicles/v1');
  });
});
