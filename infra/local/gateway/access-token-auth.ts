import { JwtRsaVerifier } from 'aws-jwt-verify';
import type { Jwks } from 'aws-jwt-verify/jwk';
import { bearerCheck, type IdTokenAuthOptions } from './id-token-auth';

/**
 * Checks access tokens the way a REST API's Cognito user pool authorizer does on a method with
 * authorization scopes: signed by the pool (its JWKS, read once at start, as for ID tokens),
 * `token_use` access, and the scope among the token's `scope` claim. Access tokens carry no
 * `aud`, so none is checked (client tokens name their client in `client_id`).
 */
export function createAccessTokenAuth(
  options: Pick<IdTokenAuthOptions, 'issuer' | 'jwksUri' | 'jwks'>,
  scope: string,
) {
  const verifier = JwtRsaVerifier.create({
    issuer: options.issuer,
    audience: null,
    jwksUri: options.jwksUri,
    scope,
    customJwtCheck: ({ payload }) => {
      if (payload.token_use !== 'access') throw new Error('Not an access token');
    },
  });
  verifier.cacheJwks(options.jwks as Jwks);
  return bearerCheck((token) => verifier.verify(token));
}

export type AccessTokenAuth = ReturnType<typeof createAccessTokenAuth>;
