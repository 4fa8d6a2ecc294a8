import { listOperations } from '../../shared/openapi/openapi-operations';
import { operationTokenCheck, type TokenCheck } from '../../shared/openapi/token-check';
import type { OpenApiDocument } from '../catalogue/catalogue-source';
import { keyScopeVariable } from '../../lambdas/product-keys/key-scope';
import {
  gatewayResponseBody,
  productGatewayResponses,
} from '../../shared/product-gateway-responses';

/** The three request authorizers' invocation URIs (ProductAuthorizers). */
export interface ProductAuthorizerUris {
  /** Checks that the key was made for this service and stage. */
  readonly key: string;
  /** The same, plus a try-out access token of the portal's pool. */
  readonly keyAndToken: string;
  /** The same, plus a customer's access token of the customer pool. */
  readonly keyAndCustomerToken: string;
}

export const keyScheme = 'subscription_key';
export const keyAndTokenScheme = 'subscription_key_and_token';
export const keyAndCustomerTokenScheme = 'subscription_key_and_customer_token';

/** The security scheme (authorizer) of each token check (shared/openapi/token-check.ts). */
export const schemeOf: Record<TokenCheck, string> = {
  none: keyScheme,
  'access-token': keyAndTokenScheme,
  'customer-token': keyAndCustomerTokenScheme,
};

/**
 * How long API Gateway keeps an authorizer's answer per key (and token). AWS's default is
 * 300 s and its maximum 3,600; the answer depends only on the key's value (and the token), so
 * it never goes stale, except for a token that expires inside the window.
 */
export const authorizerCacheSeconds = 300;

function requestAuthorizer(uri: string, identity: readonly string[]): Record<string, unknown> {
  return {
    type: 'apiKey',
    name: 'Unused',
    in: 'header',
    'x-amazon-apigateway-authtype': 'custom',
    'x-amazon-apigateway-authorizer': {
      type: 'request',
      authorizerUri: uri,
      identitySource: identity.join(', '),
      authorizerResultTtlInSeconds: authorizerCacheSeconds,
    },
  };
}

/**
 * The gateway document with every operation behind a request authorizer as well as its API
 * key: usage plans are shared by every service of a stage, so the authorizer is what keeps a
 * key to its own service and stage (lambdas/product-authorizer/). Operations whose
 * `x-marque-authorizer` is 'cognito' get the authorizer that also checks a try-out access
 * token from `Authorization`, those whose is 'customerToken' the one that checks a customer's
 * access token there (operationTokenCheck, the rule the local gateway follows too). The key (and token) and the stage's `keyScope` variable are the
 * identity sources, so answers are cached per key and stage; a call without them is answered
 * 401 by API Gateway before any authorizer runs. A Deny answers 403, the same body as an
 * unknown key; both bodies say what to send (gatewayResponses below).
 */
export function withProductAuthorizers(
  spec: Record<string, unknown>,
  source: OpenApiDocument,
  uris: ProductAuthorizerUris,
): Record<string, unknown> {
  const keyIdentity = ['method.request.header.x-api-key', `stageVariables.${keyScopeVariable}`];
  const tokenIdentity = [...keyIdentity, 'method.request.header.Authorization'];
  const paths = spec.paths as Record<string, Record<string, Record<string, unknown>>>;
  const components = spec.components as { securitySchemes: Record<string, unknown> };
  const outPaths: typeof paths = {};
  const checks = new Map(
    listOperations(source).map(({ path, method, operation }) => [
      `${method.toLowerCase()} ${path}`,
      operationTokenCheck(operation),
    ]),
  );
  for (const [path, operations] of Object.entries(paths)) {
    outPaths[path] = {};
    for (const [method, operation] of Object.entries(operations)) {
      const scheme = schemeOf[checks.get(`${method} ${path}`) ?? 'none'];
      outPaths[path][method] = { ...operation, security: [{ api_key: [], [scheme]: [] }] };
    }
  }
  return {
    ...spec,
    paths: outPaths,
    security: [{ api_key: [], [keyScheme]: [] }],
    components: {
      ...components,
      securitySchemes: {
        ...components.securitySchemes,
        [keyScheme]: requestAuthorizer(uris.key, keyIdentity),
        [keyAndTokenScheme]: requestAuthorizer(uris.keyAndToken, tokenIdentity),
        [keyAndCustomerTokenScheme]: requestAuthorizer(uris.keyAndCustomerToken, tokenIdentity),
      },
    },
    'x-amazon-apigateway-gateway-responses': gatewayResponses(source),
  };
}

/**
 * A missing or invalid key answered with what to send, and where (productGatewayResponses),
 * instead of API Gateway's bare "Unauthorized" / "Forbidden". No CORS headers: the product APIs
 * are called by partners' servers, and the docs page's try-out goes through a portal route.
 */
function gatewayResponses(source: OpenApiDocument): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(productGatewayResponses(source)).map(([type, response]) => [
      type,
      {
        statusCode: response.status,
        responseTemplates: { 'application/json': gatewayResponseBody(response) },
      },
    ]),
  );
}
