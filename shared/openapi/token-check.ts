import type { AuthorizerType } from '../domain/catalogue';
import type { OpenApiOperation } from './openapi-document';

/**
 * What the product gateway checks besides the subscription key: nothing, a try-out access token
 * of the portal's pool, or a customer's access token of the customer pool.
 */
export type TokenCheck = 'none' | 'access-token' | 'customer-token';

const byAuthorizer: Record<AuthorizerType, TokenCheck> = {
  none: 'none',
  apiKey: 'none',
  cognito: 'access-token',
  customerToken: 'customer-token',
};

/**
 * The one rule for which token an operation needs, from its `x-marque-authorizer`: the AWS
 * gateway document, the local gateway and the docs page's try-out all ask here.
 */
export function tokenCheckFor(authorizer: AuthorizerType): TokenCheck {
  return byAuthorizer[authorizer];
}

/** The token an OpenAPI operation of the catalogue needs (see tokenCheckFor). */
export function operationTokenCheck(
  operation: Pick<OpenApiOperation, 'x-marque-authorizer'>,
): TokenCheck {
  return tokenCheckFor(operation['x-marque-authorizer']);
}
