import { listOperations } from '../../shared/openapi/openapi-operations';
import type { OpenApiDocument } from '../catalogue/catalogue-source';
import { tryOutScope } from '../../shared/client-credentials';

/** The security scheme of the user pool's access tokens in a product API's imported document. */
export const accessTokenScheme = 'try_out_token';

/**
 * The gateway document with the operations whose `x-marque-authorizer` is 'cognito' made to
 * check an access token of the user pool carrying the try-out scope, on top of their API key
 * (one security requirement naming both: API Gateway wants both). API Gateway's import turns
 * the scheme into a COGNITO_USER_POOLS authorizer (token from `Authorization`) and the scopes
 * of the requirement into the method's authorization scopes, so only access tokens with that
 * scope pass; ID tokens are refused. Other operations keep the API key only.
 */
export function withAccessTokenCheck(
  spec: Record<string, unknown>,
  source: OpenApiDocument,
  userPoolArn: string,
): Record<string, unknown> {
  const checked = listOperations(source).filter(
    ({ operation }) => operation['x-marque-authorizer'] === 'cognito',
  );
  if (checked.length === 0) return spec;
  const paths = spec.paths as Record<string, Record<string, Record<string, unknown>>>;
  const components = spec.components as { securitySchemes: Record<string, unknown> };
  const out: Record<string, unknown> = {
    ...spec,
    paths: { ...paths },
    components: {
      ...components,
      securitySchemes: {
        ...components.securitySchemes,
        [accessTokenScheme]: {
          type: 'apiKey',
          name: 'Authorization',
          in: 'header',
          'x-amazon-apigateway-authtype': 'cognito_user_pools',
          'x-amazon-apigateway-authorizer': {
            type: 'cognito_user_pools',
            providerARNs: [userPoolArn],
          },
        },
      },
    },
  };
  const outPaths = out.paths as typeof paths;
  for (const { path, method } of checked) {
    const key = method.toLowerCase();
    const operation = outPaths[path]?.[key];
    if (!operation) throw new Error(`${source.info.title}: ${method} ${path} is not in the spec`);
    outPaths[path] = {
      ...outPaths[path],
      [key]: { ...operation, security: [{ api_key: [], [accessTokenScheme]: [tryOutScope] }] },
    };
  }
  return out;
}
