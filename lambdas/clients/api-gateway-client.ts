import { APIGatewayClient } from '@aws-sdk/client-api-gateway';
import { traced } from '../lib/observability/tracer';

let client: APIGatewayClient | undefined;

/** The API Gateway control plane; AWS_ENDPOINT_URL_API_GATEWAY points it at the local gateway. */
export function apiGateway(): APIGatewayClient {
  client ??= traced(new APIGatewayClient({}));
  return client;
}
