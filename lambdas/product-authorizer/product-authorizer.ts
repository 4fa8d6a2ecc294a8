import type { APIGatewayAuthorizerResult, APIGatewayRequestAuthorizerEvent } from 'aws-lambda';
import { JwtRsaVerifier } from 'aws-jwt-verify';
import type { Jwks } from 'aws-jwt-verify/jwk';
import { tryOutScope } from '../../shared/client-credentials';
import { keyFitsScope, keyScopeVariable } from '../product-keys/key-scope';
import { authorizerVariables, type TokenCheck } from './authorizer-environment';

export type ProductAuthorizer = (
  event: APIGatewayRequestAuthorizerEvent,
) => Promise<APIGatewayAuthorizerResult>;

export interface ProductAuthorizerConfig {
  readonly tokenCheck: TokenCheck;
  /** The issuer of the portal pool's access tokens, and where its keys are published. */
  readonly issuer: string;
  readonly jwksUri: string;
  /** 'customer-token': the customer pool's app client its tokens must name. */
  readonly clientId?: string;
  /** The keys, when already known (the local cloud reads them once at start). */
  readonly jwks?: { keys: unknown[] };
}

/**
 * The product APIs' request authorizer. Usage plans are shared by every service of a product
 * stage, so API Gateway's key check proves only that a key is live in some plan; this lets a
 * key through only on the API stage its value was made for (product-keys/key-scope.ts), and,
 * where the operation takes a try-out token, only with a valid access token of the portal's
 * pool carrying the try-out scope, or where it takes a customer token, only with a valid access
 * token of the customer pool (customer sign-in on Customer Authentication). It reads nothing but the pool's public keys: API Gateway
 * caches its answer per key (and token) for the authorizer's TTL, and checks the key itself
 * right after it.
 *
 * Answers: a fitting key an Allow for the whole API stage (the cached answer serves every
 * method of it); a key of another service or stage a Deny (403; the gateway response says
 * "Forbidden" as for an unknown key); a missing, invalid or expired token "Unauthorized" (401).
 */
export function createProductAuthorizer(config: ProductAuthorizerConfig): ProductAuthorizer {
  const verifier = tokenVerifier(config);
  if (verifier && config.jwks) verifier.cacheJwks(config.jwks as Jwks);

  return async (event) => {
    if (verifier) {
      const token = bearerToken(header(event.headers, 'authorization'));
      const valid = token !== undefined && (await verifier.verify(token).then(yes, no));
      // API Gateway answers 401 "Unauthorized" to exactly this error message.
      if (!valid) throw new Error('Unauthorized');
    }
    const key = header(event.headers, 'x-api-key');
    const scope = event.stageVariables?.[keyScopeVariable];
    const allowed = key !== undefined && scope !== undefined && keyFitsScope(key, scope);
    return policy(allowed ? 'Allow' : 'Deny', stageResource(event.methodArn));
  };
}

function tokenVerifier(config: ProductAuthorizerConfig) {
  if (config.tokenCheck === 'none') return undefined;
  const customer = config.tokenCheck === 'customer-token';
  return JwtRsaVerifier.create({
    issuer: config.issuer,
    jwksUri: config.jwksUri,
    audience: null,
    // Customer tokens carry the pool's default scope; their app client is what ties them to it.
    ...(customer ? {} : { scope: tryOutScope }),
    customJwtCheck: ({ payload }) => {
      if (payload.token_use !== 'access') throw new Error('Not an access token');
      if (customer && config.clientId && payload.client_id !== config.clientId) {
        throw new Error('Not the customer app client');
      }
    },
  });
}

const yes = () => true;
const no = () => false;

/** The Lambda function's configuration, from the environment authorizer-environment.ts builds. */
export function configFromEnvironment(env: NodeJS.ProcessEnv): ProductAuthorizerConfig {
  const tokenCheck = env[authorizerVariables.tokenCheck];
  if (tokenCheck !== 'none' && tokenCheck !== 'access-token' && tokenCheck !== 'customer-token') {
    throw new Error(
      `${authorizerVariables.tokenCheck} must be none, access-token or customer-token`,
    );
  }
  const poolId = env[authorizerVariables.userPoolId] ?? '';
  // A pool id starts with its region (us-east-1_AbC123).
  const region = poolId.split('_')[0] || env.AWS_REGION || '';
  const issuer =
    env[authorizerVariables.tokenIssuer] ?? `https://cognito-idp.${region}.amazonaws.com/${poolId}`;
  const jwksUri = env[authorizerVariables.tokenJwksUri] ?? `${issuer}/.well-known/jwks.json`;
  const clientId = env[authorizerVariables.clientId];
  return { tokenCheck, issuer, jwksUri, ...(clientId ? { clientId } : {}) };
}

let fromEnvironment: ProductAuthorizer | undefined;

/** The Lambda entry point: one authorizer per container, so the pool's keys are fetched once. */
export const handler: ProductAuthorizer = (event) => {
  fromEnvironment ??= createProductAuthorizer(configFromEnvironment(process.env));
  return fromEnvironment(event);
};

function header(
  headers: APIGatewayRequestAuthorizerEvent['headers'],
  name: string,
): string | undefined {
  for (const [key, value] of Object.entries(headers ?? {})) {
    if (key.toLowerCase() === name && value) return value;
  }
  return undefined;
}

/** Cognito authorizers take the token bare or after `Bearer `; so does this. */
function bearerToken(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  return /^Bearer\s+(.+)$/i.exec(trimmed)?.[1] ?? trimmed;
}

/** `arn:…:execute-api:<region>:<account>:<api>/<stage>/*`: every method of the stage. */
export function stageResource(methodArn: string): string {
  const [apiArn, stage] = methodArn.split('/');
  return `${apiArn}/${stage}/*`;
}

function policy(effect: 'Allow' | 'Deny', resource: string): APIGatewayAuthorizerResult {
  return {
    // Neither key nor caller in it: the principal shows in access logs.
    principalId: 'subscription-key',
    policyDocument: {
      Version: '2012-10-17',
      Statement: [{ Action: 'execute-api:Invoke', Effect: effect, Resource: resource }],
    },
  };
}
