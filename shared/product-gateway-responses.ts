import { productApiKeyMessages } from './messages';
import type { OpenApiDocument } from './openapi/openapi-document';
import { listOperations } from './openapi/openapi-operations';
import { operationTokenCheck } from './openapi/token-check';

/** The gateway response types (API Gateway's) whose body the product APIs word themselves. */
export type ProductGatewayResponseType = 'UNAUTHORIZED' | 'ACCESS_DENIED' | 'INVALID_API_KEY';

export interface ProductGatewayResponse {
  /** API Gateway's own status for the type, kept. */
  readonly status: 401 | 403;
  readonly message: string;
}

/**
 * A product API's answers when the key is missing or not valid, by gateway response type:
 * UNAUTHORIZED when an identity source of its request authorizer is missing (`x-api-key`, or
 * `Authorization` on an operation that checks a token) or the authorizer finds the token bad;
 * ACCESS_DENIED when the authorizer denies a key not made for this API stage (another
 * service's, or a value that is no key at all, such as the key's id); INVALID_API_KEY when
 * API Gateway knows no enabled key of that value in the stage's plans. A gateway response's
 * template is a plain substitution (no VTL), so an API with token operations gets one
 * UNAUTHORIZED text naming both headers. The AWS document and the local gateway both read this.
 */
export function productGatewayResponses(
  doc: OpenApiDocument,
): Readonly<Record<ProductGatewayResponseType, ProductGatewayResponse>> {
  const checksTokens = listOperations(doc).some(
    ({ operation }) => operationTokenCheck(operation) !== 'none',
  );
  const invalid = { status: 403, message: productApiKeyMessages.invalidKey } as const;
  return {
    UNAUTHORIZED: {
      status: 401,
      message: checksTokens
        ? productApiKeyMessages.missingKeyOrToken
        : productApiKeyMessages.missingKey,
    },
    ACCESS_DENIED: invalid,
    INVALID_API_KEY: invalid,
  };
}

/** The JSON body of a gateway response: `{"message": ...}`, as API Gateway's own. */
export function gatewayResponseBody(response: ProductGatewayResponse): string {
  return JSON.stringify({ message: response.message });
}
