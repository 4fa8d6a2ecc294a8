import type { TokenCheck } from '../../shared/openapi/token-check';

export type { TokenCheck };

/**
 * The product authorizer's environment, built here for CDK and the local cloud alike. Three
 * functions run the one module: one for operations that take the API key only, one for those
 * that also check a try-out access token, one for those that also check a customer's access
 * token (a method has one authorizer, and the function cannot tell from the event which of them
 * API Gateway meant).
 */

export interface AuthorizerValues {
  readonly tokenCheck: TokenCheck;
  /**
   * The pool whose access tokens are checked: the portal's (try-out scope) or, for
   * 'customer-token', the customer pool.
   */
  readonly userPoolId: string;
  /** 'customer-token' only: the customer pool's app client, the only one its tokens may name. */
  readonly clientId?: string;
  /** Locally: the local identity's issuer and JWKS address (in AWS both follow from the pool). */
  readonly tokenIssuer?: string;
  readonly tokenJwksUri?: string;
}

export const authorizerVariables = {
  tokenCheck: 'TOKEN_CHECK',
  userPoolId: 'USER_POOL_ID',
  clientId: 'TOKEN_CLIENT_ID',
  tokenIssuer: 'TOKEN_ISSUER',
  tokenJwksUri: 'TOKEN_JWKS_URI',
} as const;

export function authorizerEnvironment(values: AuthorizerValues): Record<string, string> {
  const env: Record<string, string> = {
    [authorizerVariables.tokenCheck]: values.tokenCheck,
    [authorizerVariables.userPoolId]: values.userPoolId,
  };
  if (values.clientId) env[authorizerVariables.clientId] = values.clientId;
  if (values.tokenIssuer) env[authorizerVariables.tokenIssuer] = values.tokenIssuer;
  if (values.tokenJwksUri) env[authorizerVariables.tokenJwksUri] = values.tokenJwksUri;
  return env;
}
