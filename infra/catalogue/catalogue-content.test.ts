import { describe, expect, it } from 'vitest';
import { categoryNames } from '../../shared/categories';
import { apiStatusBadge } from '../../shared/api-status';
import { exampleProblems } from './example-check';
import { isRecord } from '../../shared/openapi/is-record';
import {
  customerAuthenticationService,
  customerSignInOperation,
} from '../../shared/customer-sign-in';
import { listOperations } from '../../shared/openapi/openapi-operations';
import { loadCatalogue } from './read-catalogue';
import { lowestSuccess } from './success-response';
import { toGatewaySpec } from './to-gateway-spec';

/** The authored catalogue itself (categories.json, services/*): what the portal ships with. */
const catalogue = loadCatalogue();
const services = catalogue.categories.flatMap((c) => c.services);
const operations = services.flatMap((s) =>
  listOperations(s.openapi).map((o) => ({ ...o, service: s.service })),
);

describe('the authored catalogue', () => {
  it('has exactly the eight categories of the spec, sorted by name', () => {
    expect(catalogue.categories.map((c) => c.name)).toEqual(
      [...categoryNames].sort((a, b) => a.localeCompare(b, 'en')),
    );
  });

  it('has at least two services in every category and sixteen in all', () => {
    for (const c of catalogue.categories)
      expect(c.services.length, c.name).toBeGreaterThanOrEqual(2);
    expect(services.length).toBeGreaterThanOrEqual(16);
    for (const s of services)
      expect(catalogue.categories.find((c) => c.name === s.category)?.services).toContain(s);
  });

  it('varies the category flags, with General open to all', () => {
    const general = catalogue.categories.find((c) => c.name === 'General');
    expect(general).toMatchObject({ authorizationDisabled: true, requestAccess: false });
    for (const flag of [
      'sdkRequired',
      'authorizationDisabled',
      'subscribable',
      'requestAccess',
    ] as const) {
      expect(new Set(catalogue.categories.map((c) => c[flag])).size, flag).toBe(2);
    }
    for (const c of catalogue.categories) {
      expect(c.description.length, c.name).toBeGreaterThan(40);
      expect(c.redirectLink).toBe(`/documents?category=${encodeURIComponent(c.name)}`);
    }
  });

  it('gives every service a unique custom path', () => {
    const paths = services.map((s) => s.customPath);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('has at least three services with two versions', () => {
    const twoVersions = services.filter((s) => s.versions.length >= 2);
    expect(twoVersions.length).toBeGreaterThanOrEqual(3);
    for (const s of twoVersions) {
      expect(new Set(s.resources.map((r) => r.version))).toEqual(new Set(s.versions));
      expect(s.openapi.info.version).toBe(s.versions[s.versions.length - 1]);
    }
  });

  it('uses unique operationIds across the whole catalogue', () => {
    const ids = operations.map((o) => o.operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('gives every service 2 to 5 operations per version (6 for Customer Authentication)', () => {
    for (const s of services) {
      // Customer Authentication's real backend adds sdk-details to the OTP flow's five.
      const most = s.service === 'customer-authentication' ? 6 : 5;
      for (const version of s.versions) {
        const count = s.resources.filter((r) => r.version === version).length;
        expect(count, `${s.service} ${version}`).toBeGreaterThanOrEqual(2);
        expect(count, `${s.service} ${version}`).toBeLessThanOrEqual(most);
      }
    }
  });

  it('has the Customer Authentication operation the customer-token notes link to', () => {
    const service = services.find((s) => s.service === customerAuthenticationService);
    const ids = listOperations(service!.openapi).map(({ operation }) => operation.operationId);
    expect(ids).toContain(customerSignInOperation);
  });

  it('marks every operation with a known status, an authorizer and a token flag', () => {
    for (const { operation, method, path } of operations) {
      const where = `${method} ${path}`;
      expect(apiStatusBadge(operation['x-marque-status']).title, where).not.toBe('Unknown');
      expect(['apiKey', 'cognito', 'customerToken', 'none'], where).toContain(
        operation['x-marque-authorizer'],
      );
      expect(operation['x-marque-generate-token'], where).toBe(
        ['cognito', 'customerToken'].includes(operation['x-marque-authorizer'])
          ? 'enabled'
          : 'disabled',
      );
    }
  });

  it('uses all four statuses, mostly active', () => {
    const statuses = operations.map((o) => o.operation['x-marque-status']);
    expect(new Set(statuses)).toEqual(
      new Set(['active', 'under maintenance', 'to be expired', 'expired']),
    );
    expect(statuses.filter((s) => s === 'active').length / statuses.length).toBeGreaterThan(0.6);
  });

  it('gives every response a schema and a JSON example, and every operation a 2xx', () => {
    for (const { operation, method, path } of operations) {
      expect(lowestSuccess(operation), `${method} ${path}`).toBeDefined();
      for (const [code, response] of Object.entries(operation.responses)) {
        const media = response.content?.['application/json'];
        expect(media?.schema, `${method} ${path} ${code} schema`).toBeDefined();
        expect(media?.example, `${method} ${path} ${code} example`).toBeDefined();
      }
    }
  });

  it('has examples that fit their schemas', () => {
    const problems = operations.flatMap(({ operation, method, path, service }) => {
      const doc = services.find((s) => s.service === service)?.openapi;
      const where = `${service} ${method} ${path}`;
      const bodies = Object.entries(operation.responses).map(
        ([code, response]) => [code, response.content?.['application/json']] as const,
      );
      const request =
        isRecord(operation.requestBody) && isRecord(operation.requestBody.content)
          ? operation.requestBody.content['application/json']
          : undefined;
      return [...bodies, ['request', request] as const].flatMap(([label, media]) =>
        isRecord(media)
          ? exampleProblems(media.example, media.schema, doc).map((p) => `${where} ${label} ${p}`)
          : [],
      );
    });
    expect(problems).toEqual([]);
  });

  it('gives every POST and PUT a request body with a schema and an example', () => {
    for (const { operation, method, path } of operations.filter((o) =>
      ['POST', 'PUT'].includes(o.method),
    )) {
      const body = operation.requestBody;
      const media =
        isRecord(body) && isRecord(body.content) ? body.content['application/json'] : undefined;
      expect(isRecord(media) && media.schema && media.example, `${method} ${path}`).toBeTruthy();
    }
  });

  it('declares every path parameter of a template, required and with a schema', () => {
    for (const { operation, method, path } of operations) {
      const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      const params = (operation.parameters ?? []).filter(isRecord);
      for (const name of names) {
        const param = params.find((p) => p.name === name && p.in === 'path');
        expect(param, `${method} ${path} ${name}`).toMatchObject({
          required: true,
          schema: { type: 'string' },
        });
      }
      for (const p of params)
        expect(
          isRecord(p.schema) && p.schema.type,
          `${method} ${path} ${String(p.name)}`,
        ).toBeTruthy();
    }
  });

  it('declares the api_key scheme and requires it everywhere', () => {
    for (const s of services) {
      expect(s.openapi.openapi).toBe('3.0.3');
      expect(s.openapi.security).toEqual([{ api_key: [] }]);
      expect((s.openapi.components?.securitySchemes as Record<string, unknown>).api_key).toEqual({
        type: 'apiKey',
        name: 'x-api-key',
        in: 'header',
      });
    }
  });

  it('turns every service into a document API Gateway can import', () => {
    for (const s of services) expect(() => toGatewaySpec(s.openapi), s.service).not.toThrow();
  });

  it('has the Customer Authentication OTP flow with its use-case document', () => {
    const auth = services.find((s) => s.apiName === 'Customer Authentication');
    expect(auth).toMatchObject({
      category: 'Customer',
      useCaseDocument: 'customer-authentication-use-case.pdf',
    });
    expect(auth?.resources.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /v1/sdk-details',
      'POST /v1/otp/register/send',
      'POST /v1/otp/verify',
      'POST /v1/user/register',
      'POST /v1/user/activate-user',
      'POST /v1/user/verify-question-challenge',
    ]);
    expect(services.filter((s) => s.useCaseDocument).map((s) => s.service)).toEqual([
      'customer-authentication',
    ]);
  });

  it('lets General services be called without authorization', () => {
    const general = catalogue.categories.find((c) => c.name === 'General');
    for (const s of general?.services ?? []) {
      expect(s.disableAuth, s.service).toBe(true);
      expect(new Set(s.resources.map((r) => r.authorizerType)), s.service).toEqual(
        new Set(['none']),
      );
    }
  });
});
