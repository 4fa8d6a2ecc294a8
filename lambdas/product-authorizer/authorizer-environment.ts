/**
 * The product authorizer's environment, built here for CDK and the local cloud alike. Two
 * functions run the one module: one for operations that take the API key only, one for those
 * that also check a try-out access token (a method has one authorizer, and the function cannot
 * tell from the event which of the two API Gateway meant).
 */
export type TokenCheck = 'none' | 'access-token';

export interface AuthorizerValues {
  readonly tokenCheck: TokenCheck;
  /** The portal's user pool, whose access tokens (try-out scope) are checked. */
  readonly userPoolId: string;
  /** Locally: the local identity's issuer and JWKS address (in AWS both follow from the pool). */
  readonly tokenIssuer?: string;
  readonly tokenJwksUri?: string;
}

export const authorizerVariables = {
  tokenCheck: 'TOKEN_CHECK',
  userPoolId: 'USER_POOL_ID',
  tokenIssuer: 'TOKEN_ISSUER',
  tokenJwksUri: 'TOKEN_JWKS_URI',
} as const;

export function authorizerEnvironment(values: AuthorizerValues): Record<string, string> {
  const env: Record<string, string> = {
    [authorizerVariables.tokenCheck]: values.tokenCheck,
    [authorizerVariables.userPoolId]: values.userPoolId,
  };
  if (values.tokenIssuer) env[authorizerVariables.tokenIssuer] = values.tokenIssuer;
  if (values.tokenJwksUri) env[authorizerVariables.tokenJwksUri] = values.tokenJwksUri;
  return env;
}
