import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import type { Operation } from '../../../shared/api/contract';
import type { AreaId, RouteBinding } from '../../../lambdas/routes';
import { tooManyRequestsBody } from '../../../shared/api/client-limits';
import { clientAddress, type ClientLimiter } from './client-limiter';
import type { IdTokenAuth } from './id-token-auth';
import {
  corsHeaders,
  gatewayResponses,
  preflightHeaders,
  readBody,
  send,
  sendGatewayResponse,
  sendJson,
  splitUrl,
} from './http-io';
import { createTemplateMatcher } from './path-template';
import { buildProxyEvent } from './proxy-event';
import { isProxyResult, relayProxyResult } from './proxy-result';

/** The Lambda proxy integration: calls the area's function with the event, resolves its answer. */
export type InvokeArea = (area: AreaId, event: APIGatewayProxyEvent) => Promise<unknown>;

/** What the area answered to one call, seen before the gateway relays it. */
export interface IntegrationAnswer {
  operation: Operation;
  event: APIGatewayProxyEvent;
  result: APIGatewayProxyResult;
}

/**
 * Runs after an area answered and before the answer is relayed; it cannot change the answer, and
 * its failure is logged, never sent. For what a local cloud adds around the API (see infra/local/README.md).
 */
export type AfterIntegration = (answer: IntegrationAnswer) => Promise<void>;

export interface PortalApiOptions {
  routes: readonly RouteBinding[];
  invokeArea: InvokeArea;
  afterIntegration?: AfterIntegration;
  auth: IdTokenAuth;
  now: () => number;
  /** The stage variables of the portal API (the portal's origin, which mails link to). */
  stageVariables?: Record<string, string>;
  /** The per-address limits WAF holds in AWS; none when absent. */
  clientLimiter?: ClientLimiter;
}

/**
 * The portal API: the route table served like API Gateway with a Cognito user pool authorizer
 * on `user` and `admin` routes and Lambda proxy integrations to the areas' handlers.
 */
export function createPortalApi(options: PortalApiOptions) {
  const matcher = createTemplateMatcher(
    options.routes.map((binding) => ({ template: binding.operation.path, value: binding })),
  );
  const after = async (answer: IntegrationAnswer) => {
    try {
      await options.afterIntegration?.(answer);
    } catch (error) {
      console.error(
        `local gateway: after ${answer.operation.id}:`,
        error instanceof Error ? error.message : error,
      );
    }
  };

  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const requestId = randomUUID();
    const { path, search } = splitUrl(req);
    const method = (req.method ?? 'GET').toUpperCase();
    const limited = options.clientLimiter?.check(
      method,
      path,
      clientAddress(req.socket.remoteAddress),
    );
    if (limited && !limited.allowed) {
      const retryAfter = String(limited.retryAfterSeconds);
      sendJson(res, 429, tooManyRequestsBody(limited.retryAfterSeconds), {
        ...corsHeaders,
        'retry-after': retryAfter,
        'access-control-expose-headers': 'Retry-After',
      });
      return;
    }
    const matches = matcher.matchAll(path);
    const resource = matches[0]?.template;
    const onResource = matches.filter((m) => m.template === resource);

    if (method === 'OPTIONS' && onResource.length > 0) {
      const methods = [...new Set(onResource.map((m) => m.value.operation.method)), 'OPTIONS'];
      send(res, 204, { ...preflightHeaders, 'access-control-allow-methods': methods.join(',') });
      return;
    }
    const match = onResource.find((m) => m.value.operation.method === method);
    if (!match)
      return sendGatewayResponse(res, gatewayResponses.missingAuthenticationToken, requestId);

    let claims: Record<string, string> | undefined;
    if (match.value.operation.access !== 'public') {
      const outcome = await options.auth(req.headers.authorization);
      if (!outcome.ok) {
        const answer =
          outcome.reason === 'expired'
            ? gatewayResponses.expiredToken
            : gatewayResponses.unauthorized;
        return sendGatewayResponse(res, answer, requestId);
      }
      claims = outcome.claims;
    }

    const body = await readBody(req);
    const event = buildProxyEvent({
      req,
      path,
      search,
      resource: match.template,
      pathParameters: match.params,
      body,
      claims,
      requestId,
      now: options.now(),
      stageVariables: options.stageVariables,
    });
    const { operation, area } = match.value;
    try {
      const result = await options.invokeArea(area, event);
      if (!isProxyResult(result)) throw new Error('Malformed Lambda proxy response');
      await after({ operation, event, result });
      relayProxyResult(res, result, requestId, { addCors: true });
    } catch (error) {
      console.error(
        `local gateway: ${method} ${match.template} failed:`,
        error instanceof Error ? error.message : error,
      );
      sendGatewayResponse(res, gatewayResponses.integrationFailure, requestId);
    }
  };
}
