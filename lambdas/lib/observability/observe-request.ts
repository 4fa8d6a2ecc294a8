import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import { powertoolsLogger } from '../logger';
import { metrics, MetricUnit } from './metrics';

const requestKeys = ['route', 'userId', 'requestId'];

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
  if (context) powertoolsLogger.addContext(context);
  powertoolsLogger.appendKeys({ route, userId, requestId: event.requestContext?.requestId });
  const started = performance.now();
  let status = 500;
  try {
    const result = await run();
    status = result.statusCode;
    return result;
  } finally {
    const latencyMs = Math.round(performance.now() - started);
    powertoolsLogger.info('Request done', { status, latencyMs });
    metrics.addDimension('route', route);
    metrics.addMetric('Calls', MetricUnit.Count, 1);
    metrics.addMetric('Errors', MetricUnit.Count, status >= 500 ? 1 : 0);
    metrics.addMetric('Latency', MetricUnit.Milliseconds, latencyMs);
    metrics.publishStoredMetrics();
    powertoolsLogger.removeKeys(requestKeys);
  }
}
