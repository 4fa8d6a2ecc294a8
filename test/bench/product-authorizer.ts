import { createSign, generateKeyPairSync } from 'node:crypto';
import type { APIGatewayRequestAuthorizerEvent } from 'aws-lambda';
import { createProductAuthorizer } from '../../lambdas/product-authorizer/product-authorizer';
import { keyScope, newKeyValue } from '../../lambdas/product-keys/key-scope';
import { tryOutScope } from '../../shared/client-credentials';
import type { Figures } from './figure-output';

const issuer = 'https://cognito-idp.ap-southeast-5.amazonaws.com/ap-southeast-5_bench';

/** A try-out access token signed by a key of its own, with the keys the verifier is given. */
function signedToken(): { token: string; jwks: { keys: unknown[] } } {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const encode = (part: unknown) => Buffer.from(JSON.stringify(part)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const body = `${encode({ alg: 'RS256', kid: 'bench', typ: 'JWT' })}.${encode({
    iss: issuer,
    token_use: 'access',
    scope: tryOutScope,
    client_id: 'bench',
    iat: now,
    exp: now + 3600,
  })}`;
  const signature = createSign('RSA-SHA256').update(body).sign(privateKey).toString('base64url');
  const jwk = { ...publicKey.export({ format: 'jwk' }), kid: 'bench', alg: 'RS256', use: 'sig' };
  return { token: `${body}.${signature}`, jwks: { keys: [jwk] } };
}

async function microsecondsPerCall(
  authorize: ReturnType<typeof createProductAuthorizer>,
  event: APIGatewayRequestAuthorizerEvent,
  calls: number,
): Promise<number> {
  for (let i = 0; i < 100; i++) await authorize(event);
  const started = process.hrtime.bigint();
  for (let i = 0; i < calls; i++) await authorize(event);
  return Number((process.hrtime.bigint() - started) / BigInt(calls)) / 1000;
}

/**
 * The work the product authorizer adds to a call whose answer API Gateway has not cached
 * (once per key, or key and token, per 300 s): its handler's own time, in process. A cache
 * miss in AWS adds the Lambda invocation on top; a hit adds nothing.
 */
export async function productAuthorizerFigures(): Promise<Figures> {
  const { token, jwks } = signedToken();
  const event = {
    type: 'REQUEST',
    methodArn: 'arn:aws:execute-api:ap-southeast-5:123456789012:abcdefghij/sandbox/GET/v1/x',
    headers: { 'x-api-key': newKeyValue('vehicle-status', 'sandbox'), Authorization: token },
    stageVariables: { keyScope: keyScope('vehicle-status', 'sandbox') },
  } as unknown as APIGatewayRequestAuthorizerEvent;
  const base = { issuer, jwksUri: `${issuer}/.well-known/jwks.json`, jwks };
  const key = createProductAuthorizer({ ...base, tokenCheck: 'none' });
  const keyAndToken = createProductAuthorizer({ ...base, tokenCheck: 'access-token' });
  return {
    'product authorizer key check us': await microsecondsPerCall(key, event, 20_000),
    'product authorizer key and token check us': await microsecondsPerCall(
      keyAndToken,
      event,
      2_000,
    ),
  };
}
