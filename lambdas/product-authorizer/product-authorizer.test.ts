import { createSign, generateKeyPairSync } from 'node:crypto';
import type { APIGatewayRequestAuthorizerEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { tryOutScope } from '../../shared/client-credentials';
import { keyScope, newKeyValue } from '../product-keys/key-scope';
import {
  configFromEnvironment,
  createProductAuthorizer,
  stageResource,
} from './product-authorizer';

const issuer = 'https://cognito-idp.eu-central-1.amazonaws.com/eu-central-1_Pool1';
const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const jwks = {
  keys: [{ ...publicKey.export({ format: 'jwk' }), kid: 'k1', alg: 'RS256', use: 'sig' }],
};

function token(claims: Record<string, unknown>): string {
  const encode = (part: unknown) => Buffer.from(JSON.stringify(part)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const body = `${encode({ alg: 'RS256', kid: 'k1', typ: 'JWT' })}.${encode({
    iss: issuer,
    token_use: 'access',
    scope: tryOutScope,
    client_id: 'app-client',
    iat: now,
    exp: now + 3600,
    ...claims,
  })}`;
  const signature = createSign('RSA-SHA256').update(body).sign(privateKey).toString('base64url');
  return `${body}.${signature}`;
}

const methodArn =
  'arn:aws:execute-api:eu-central-1:123456789012:abc123defg/sandbox/GET/vehicles/42';

function event(headers: Record<string, string>, scope = keyScope('vehicle-status', 'sandbox')) {
  return {
    type: 'REQUEST',
    methodArn,
    headers,
    stageVariables: { keyScope: scope },
  } as unknown as APIGatewayRequestAuthorizerEvent;
}

const effectOf = async (result: Promise<{ policyDocument: { Statement: unknown[] } }>) => {
  const statement = (await result).policyDocument.Statement[0] as {
    Effect: string;
    Resource: string;
  };
  return statement;
};

describe('product authorizer, key only', () => {
  const authorize = createProductAuthorizer({
    tokenCheck: 'none',
    issuer,
    jwksUri: `${issuer}/jwks`,
  });

  it('allows a key on the service and stage it was made for, for every method of the stage', async () => {
    const statement = await effectOf(
      authorize(event({ 'X-Api-Key': newKeyValue('vehicle-status', 'sandbox') })),
    );
    expect(statement).toEqual({
      Action: 'execute-api:Invoke',
      Effect: 'Allow',
      Resource: 'arn:aws:execute-api:eu-central-1:123456789012:abc123defg/sandbox/*',
    });
  });

  it('denies a key of another service, of the other stage, or not made by the portal', async () => {
    for (const key of [
      newKeyValue('vehicle-orders', 'sandbox'),
      newKeyValue('vehicle-status', 'prod'),
      'k'.repeat(40),
    ]) {
      expect((await effectOf(authorize(event({ 'x-api-key': key })))).Effect).toBe('Deny');
    }
  });

  it('denies when the stage has no scope variable or no key came', async () => {
    const key = newKeyValue('vehicle-status', 'sandbox');
    const noScope = { ...event({ 'x-api-key': key }), stageVariables: null };
    expect((await effectOf(authorize(noScope as APIGatewayRequestAuthorizerEvent))).Effect).toBe(
      'Deny',
    );
    expect((await effectOf(authorize(event({})))).Effect).toBe('Deny');
  });

  it('ignores an Authorization header it was not asked to check', async () => {
    const key = newKeyValue('vehicle-status', 'sandbox');
    const statement = await effectOf(authorize(event({ 'x-api-key': key, Authorization: 'junk' })));
    expect(statement.Effect).toBe('Allow');
  });
});

describe('product authorizer, key and try-out token', () => {
  const authorize = createProductAuthorizer({
    tokenCheck: 'access-token',
    issuer,
    jwksUri: `${issuer}/.well-known/jwks.json`,
    jwks,
  });
  const key = newKeyValue('vehicle-status', 'sandbox');

  it('allows a fitting key with a valid access token, bare or after Bearer', async () => {
    for (const value of [token({}), `Bearer ${token({})}`]) {
      const statement = await effectOf(
        authorize(event({ 'x-api-key': key, authorization: value })),
      );
      expect(statement.Effect).toBe('Allow');
    }
  });

  it('answers Unauthorized to a missing, expired, foreign, ID or scope-less token', async () => {
    const now = Math.floor(Date.now() / 1000);
    for (const value of [
      undefined,
      token({ exp: now - 10 }),
      token({ iss: 'https://elsewhere.example' }),
      token({ token_use: 'id' }),
      token({ scope: 'other/scope' }),
      `${token({})}x`,
    ]) {
      const headers: Record<string, string> = { 'x-api-key': key };
      if (value) headers.authorization = value;
      await expect(authorize(event(headers))).rejects.toThrow('Unauthorized');
    }
  });

  it('still denies a key of another service with a valid token', async () => {
    const other = newKeyValue('warranty', 'sandbox');
    const statement = await effectOf(
      authorize(event({ 'x-api-key': other, authorization: token({}) })),
    );
    expect(statement.Effect).toBe('Deny');
  });
});

describe('product authorizer, key and customer token', () => {
  const authorize = createProductAuthorizer({
    tokenCheck: 'customer-token',
    issuer,
    jwksUri: `${issuer}/.well-known/jwks.json`,
    clientId: 'customer-client',
    jwks,
  });
  const key = newKeyValue('vehicle-status', 'sandbox');
  const customer = (claims: Record<string, unknown> = {}) =>
    token({ scope: 'aws.cognito.signin.user.admin', client_id: 'customer-client', ...claims });

  it("allows a fitting key with the customer pool's access token", async () => {
    const statement = await effectOf(
      authorize(event({ 'x-api-key': key, authorization: `Bearer ${customer()}` })),
    );
    expect(statement.Effect).toBe('Allow');
  });

  it('answers Unauthorized without a token, or to an expired, ID or other client token', async () => {
    const now = Math.floor(Date.now() / 1000);
    for (const value of [
      undefined,
      customer({ exp: now - 10 }),
      customer({ token_use: 'id' }),
      customer({ client_id: 'app-client' }),
      customer({ iss: 'https://elsewhere.example' }),
    ]) {
      const headers: Record<string, string> = { 'x-api-key': key };
      if (value) headers.authorization = value;
      await expect(authorize(event(headers))).rejects.toThrow('Unauthorized');
    }
  });
});

describe('configuration', () => {
  it('derives the issuer and keys address from the pool id', () => {
    expect(
      configFromEnvironment({ TOKEN_CHECK: 'access-token', USER_POOL_ID: 'ap-southeast-5_Abc' }),
    ).toEqual({
      tokenCheck: 'access-token',
      issuer: 'https://cognito-idp.ap-southeast-5.amazonaws.com/ap-southeast-5_Abc',
      jwksUri:
        'https://cognito-idp.ap-southeast-5.amazonaws.com/ap-southeast-5_Abc/.well-known/jwks.json',
    });
  });

  it('reads the customer check with its app client', () => {
    expect(
      configFromEnvironment({
        TOKEN_CHECK: 'customer-token',
        USER_POOL_ID: 'eu-west-1_Cust',
        TOKEN_CLIENT_ID: 'customer-client',
      }),
    ).toMatchObject({
      tokenCheck: 'customer-token',
      clientId: 'customer-client',
      issuer: 'https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_Cust',
    });
  });

  it('refuses an unknown token check', () => {
    expect(() => configFromEnvironment({ TOKEN_CHECK: 'maybe' })).toThrow('TOKEN_CHECK must be');
  });

  it('scopes an answer to the stage of the method', () => {
    expect(stageResource('arn:aws:execute-api:r:1:api/prod/POST/a/b')).toBe(
      'arn:aws:execute-api:r:1:api/prod/*',
    );
  });
});
