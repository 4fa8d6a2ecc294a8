import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import type { AreaId } from '../../shared/api/areas';
import type { AreaOperationId } from '../../shared/api/operations';
import { operations } from '../../shared/api/operations';
import { routeKey } from '../routes';
import { NotFound } from './errors';
import { errorResponse, withAllowedOrigin } from './http-response';
import { observeRequest } from './observability/observe-request';
import type { ProxyHandler } from './operation-handler';

/**
 * One Lambda function per area: dispatches on API Gateway's `httpMethod` + `resource`. The
 * handlers are typed as exactly the area's operations, so a missing or foreign one does not build.
 */
export function createAreaRouter<A extends AreaId>(
  handlers: Record<AreaOperationId<A>, ProxyHandler>,
): (event: APIGatewayProxyEvent, context?: Context) => Promise<APIGatewayProxyResult> {
  const table = new Map<string, ProxyHandler>();
  for (const [id, handler] of Object.entries(handlers) as [AreaOperationId<A>, ProxyHandler][]) {
    const op = operations[id];
    table.set(routeKey(op.method, op.path), handler);
  }
  return (event, context) =>
    observeRequest(event, context, async () => {
      const handler = table.get(routeKey(event.httpMethod, event.resource));
      const result = handler
        ? await handler(event)
        : errorResponse(new NotFound(`No route for ${event.httpMethod} ${event.resource}`));
      return withAllowedOrigin(result, event);
    });
}
