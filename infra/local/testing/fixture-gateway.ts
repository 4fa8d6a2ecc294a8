/**
 * Test helpers for the local gateway's tests (not a test itself): a two-service catalogue, an
 * RSA key that signs Cognito-like ID tokens, and the gateway started on them with an SDK client.
 */
import { generateKeyPairSync, sign, type JsonWebKey } from 'node:crypto';
import { APIGatewayClient } from '@aws-sdk/client-api-gateway';
import type {
  CatalogueSource,
  OpenApiDocument,
  ServiceSource,
} from '../../catalogue/catalogue-source';
import { localCatalogueIds } from '../gateway/local-ids';
import { startLocalGateway, type LocalGatewayOptions } from '../gateway/start-local-gateway';

function documentFor(title: string, path: string, example: unknown): OpenApiDocument {
  return {
    openapi: '3.0.3',
    info: { title, version: 'v1' },
    paths: {
      [path]: {
        get: {
          operationId: `${title}Get`,
          summary: `Reads ${title}`,
          responses: {
            '200': { description: 'OK', content: { 'application/json': { example } } },
            '404': { description: 'Not found' },
          },
          'x-marque-status': 'active',
          'x-marque-authorizer': 'apiKey',
          'x-marque-generate-token': 'disabled',
        },
      },
    },
  };
}

function serviceFor(service: string, path: string, example: unknown): ServiceSource {
  return {
    service,
    apiName: service,
    description: `The ${service} API`,
    category: 'Customer',
    customPath: service,
    disableAuth: false,
    versions: ['v1'],
    openapi: documentFor(service, path, example),
    resources: [],
  };
}

/** Category Customer with services `vehicle-status` (A) and `parking-slots` (B). */
export function fixtureCatalogue(): CatalogueSource {
  return {
    categories: [
      {
        name: 'Customer',
        description: 'Customer APIs',
        icon: 'customer',
        redirectLink: '/documents/customer',
        sdkRequired: false,
        authorizationDisabled: false,
        subscribable: true,
        requestAccess: false,
        services: [
          serviceFor('vehicle-status', '/v1/vehicles/{vin}/status', { vin: 'WVW1', fuel: 71 }),
          serviceFor('parking-slots', '/v1/slots', { items: [{ id: 's1', free: true }] }),
        ],
      },
    ],
  };
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export interface TestIdentity {
  issuer: string;
  audience: string;
  jwksUri: string;
  jwks: { keys: JsonWebKey[] };
  /** Signs a token with this identity's key; `claims` override the ID token's defaults. */
  token(claims?: Record<string, unknown>, options?: { kid?: string }): string;
}

export function testIdentity(pool = { id: 'local_pool', clientId: 'local-client' }): TestIdentity {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = 'test-key-1';
  const issuer = `http://127.0.0.1:9229/${pool.id}`;
  const audience = pool.clientId;
  const jwk = { ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' };
  return {
    issuer,
    audience,
    jwksUri: `${issuer}/.well-known/jwks.json`,
    jwks: { keys: [jwk] },
    token(claims = {}, options = {}) {
      const now = Math.floor(Date.now() / 1000);
      const payload = {
        sub: 'user-1',
        aud: audience,
        iss: issuer,
        token_use: 'id',
        email: 'ada@example.com',
        email_verified: true,
        'cognito:groups': ['common-user'],
        auth_time: now,
        iat: now,
        exp: now + 3600,
        ...claims,
      };
      const header = { alg: 'RS256', kid: options.kid ?? kid, typ: 'JWT' };
      const data = `${base64url(header)}.${base64url(payload)}`;
      return `${data}.${sign('RSA-SHA256', Buffer.from(data), privateKey).toString('base64url')}`;
    },
  };
}

/** Starts the gateway on free ports with the fixture catalogue and identity, plus an SDK client. */
export async function startFixtureGateway(options: Partial<LocalGatewayOptions> = {}) {
  const catalogue = fixtureCatalogue();
  const ids = localCatalogueIds(catalogue);
  const identity = testIdentity();
  const customers = testIdentity({ id: 'local_customers', clientId: 'customer-client' });
  const gateway = await startLocalGateway({
    ports: { portalApi: 0, productApis: 0, controlPlane: 0 },
    catalogue,
    ids,
    auth: identity,
    customerAuth: { ...customers, clientId: customers.audience },
    invokeArea: async () => ({ statusCode: 204, body: '' }),
    ...options,
  });
  const client = new APIGatewayClient({
    endpoint: gateway.urls.controlPlane,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });
  const plan = (service: string, stage: string, tier: string) => {
    const found = ids.usagePlans(service).find((p) => p.stage === stage && p.tier === tier);
    if (!found) throw new Error(`no plan ${service} ${stage} ${tier}`);
    return found.id;
  };
  return { gateway, client, ids, identity, customers, catalogue, plan };
}
