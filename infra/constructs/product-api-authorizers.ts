import { listOperations } from '../../shared/openapi/openapi-operations';
import type { OpenApiDocument } from '../catalogue/catalogue-source';
import { keyScopeVariable } from '../../lambdas/product-keys/key-scope';

/** The two request authorizers' invocation URIs (ProductAuthorizers). */
export interface ProductAuthorizerUris {
  /** Checks that the key was made for this service and stage. */
  readonly key: string;
  /** The same, plus a try-out access token of the portal's pool. */
  readonly keyAndToken: string;
}

export const keyScheme = 'subscription_key';
export const keyAndTokenScheme = 'subscription_key_and_token';

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
 * token from `Authorization`. The key (and token) and the stage's `keyScope` variable are the
 * identity sources, so answers are cached per key and stage; a call without them is answered
 * 401 by API Gateway before any authorizer runs. A Deny answers 403 "Forbidden", the same body
 * as an unknown key.
 */
export function withProductAuthorizers(
  spec: Record<string, unknown>,
  source: OpenApiDocument,
  uris: ProductAuthorizerUris,
): Record<string, unknown> {
  const keyIdentity = ['method.request.header.x-api-key', `stageVariables.${keyScopeVariable}`];
  const paths = spec.paths as Record<string, Record<string, Record<string, unknown>>>;
  const components = spec.components as { securitySchemes: Record<string, unknown> };
  const outPaths: typeof paths = {};
  const checked = new Set(
    listOperations(source)
      .filter(({ operation }) => operation['x-marque-authorizer'] === 'cognito')
      .map(({ path, method }) => `${method.toLowerCase()} ${path}`),
  );
  for (const [path, operations] of Object.entries(paths)) {
    outPaths[path] = {};
    for (const [method, operation] of Object.entries(operations)) {
      const scheme = checked.has(`${method} ${path}`) ? keyAndTokenScheme : keyScheme;
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
        [keyAndTokenScheme]: requestAuthorizer(uris.keyAndToken, [
          ...keyIdentity,
          'method.request.header.Authorization',
        ]),
      },
    },
    'x-amazon-apigateway-gateway-responses': {
      ACCESS_DENIED: {
        statusCode: 403,
        responseTemplates: { 'application/json': '{"message":"Forbidden"}' },
      },
    },
  };
}
