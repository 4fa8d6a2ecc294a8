import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import { logger } from '../logger';
import { metrics, MetricUnit } from './metrics';
import { withRequestKeys } from './request-context';

let coldStart = true;

/** The fields Powertools' addContext would add, held per request instead (see request-context). */
function lambdaKeys(context: Context | undefined) {
  if (!context) return {};
  const keys = {
    cold_start: coldStart,
    function_name: context.functionName,
    function_memory_size: context.memoryLimitInMB,
    function_arn: context.invokedFunctionArn,
    function_request_id: context.awsRequestId,
  };
  coldStart = false;
  return keys;
}

/**
 * Around one API request: the log lines carry its Lambda request id, route and user; it ends
 * with one 'Request done' line (status, latency) and the route's Calls, Errors (5xx) and Latency
 * metrics.
 */
export async function observeRequest(
  event: APIGatewayProxyEvent,
  context: Context | undefined,
  run: () => Promise<APIGatewayProxyResult>,
): Promise<APIGatewayProxyResult> {
  const route = `${event.httpMethod} ${event.resource}`;
  const claims = event.requestContext?.authorizer?.claims as Record<string, unknown> | undefined;
  const userId = typeof claims?.sub === 'string' ? claims.sub : undefined;
  const keys = {
    ...lambdaKeys(context),
    route,
    userId,
    requestId: event.requestContext?.requestId,
  };
  return withRequestKeys(keys, () => observe(route, run));
}

async function observe(
  route: string,
  run: () => Promise<APIGatewayProxyResult>,
): Promise<APIGatewayProxyResult> {
  const started = performance.now();
  let status = 500;
  try {
    const result = await run();
    status = result.statusCode;
    return result;
  } finally {
    const latencyMs = Math.round(performance.now() - started);
    logger.info('Request done', { status, latencyMs });
    metrics.addDimension('route', route);
    metrics.addMetric('Calls', MetricUnit.Count, 1);
    metrics.addMetric('Errors', MetricUnit.Count, status >= 500 ? 1 : 0);
    metrics.addMetric('Latency', MetricUnit.Milliseconds, latencyMs);
    metrics.publishStoredMetrics();
  }
}
