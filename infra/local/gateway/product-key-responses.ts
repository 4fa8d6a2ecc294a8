import type { OpenApiDocument } from '../../../shared/openapi/openapi-document';
import {
  type ProductGatewayResponseType,
  productGatewayResponses,
} from '../../../shared/product-gateway-responses';
import type { GatewayResponse } from './http-io';

/** The `x-amzn-ErrorType` API Gateway sends with each of these gateway responses. */
const errorTypes: Readonly<Record<ProductGatewayResponseType, string>> = {
  UNAUTHORIZED: 'UnauthorizedException',
  ACCESS_DENIED: 'ForbiddenException',
  INVALID_API_KEY: 'ForbiddenException',
};

const byDocument = new WeakMap<
  OpenApiDocument,
  Record<ProductGatewayResponseType, GatewayResponse>
>();

/**
 * A product API's answers to a missing or invalid key, as its AWS document words them
 * (shared/product-gateway-responses.ts); per document, which the local gateway keeps while it
 * runs.
 */
export function productKeyResponses(
  doc: OpenApiDocument,
): Readonly<Record<ProductGatewayResponseType, GatewayResponse>> {
  let responses = byDocument.get(doc);
  if (!responses) {
    const worded = productGatewayResponses(doc);
    const entry = (type: ProductGatewayResponseType): GatewayResponse => ({
      ...worded[type],
      type: errorTypes[type],
    });
    responses = {
      UNAUTHORIZED: entry('UNAUTHORIZED'),
      ACCESS_DENIED: entry('ACCESS_DENIED'),
      INVALID_API_KEY: entry('INVALID_API_KEY'),
    };
    byDocument.set(doc, responses);
  }
  return responses;
}
