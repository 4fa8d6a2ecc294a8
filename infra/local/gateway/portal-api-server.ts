import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import type { RouteBinding } from '../../../lambdas/routes';
import type { IdTokenAuth } from './id-token-auth';
import {
  corsHeaders,
  gatewayResponses,
  preflightHeaders,
  readBody,
  send,
  sendGatewayResponse,
  splitUrl,
} from './http-io';
import { createTemplateMatcher } from './path-template';
import { buildProxyEvent } from './proxy-event';

export type AreaHandler = (event: APIGatewayProxyEvent) => Promise<APIGatewayProxyResult>;
export type LoadArea = (entry: string) => Promise<{ handler: AreaHandler }>;

export interface PortalApiOptions {
  routes: readonly RouteBinding[];
  /** The module of an area (e.g. `lambdas/areas/catalogue-area.ts`). */
  entryOf: (binding: RouteBinding) => string;
  loadArea: LoadArea;
  auth: IdTokenAuth;
  now: () => number;
}

/** The handler's answer relayed as API Gateway does, CORS origin added when the handler left it. */
function relay(res: ServerResponse, result: APIGatewayProxyResult, requestId: string): void {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(result.headers ?? {})) headers[name] = String(value);
  for (const [name, values] of Object.entries(result.multiValueHeaders ?? {})) {
    headers[name] = values.map(String);
  }
  const names = new Set(Object.keys(headers).map((n) => n.toLowerCase()));
  if (!names.has('access-control-allow-origin')) Object.assign(headers, corsHeaders);
  if (!names.has('content-type')) headers['content-type'] = 'application/json';
  headers['x-amzn-requestid'] = requestId;
  const body = result.isBase64Encoded
    ? Buffer.from(result.body ?? '', 'base64')
    : Buffer.from(result.body ?? '', 'utf8');
  send(res, result.statusCode, headers, body);
}

function isProxyResult(value: unknown): value is APIGatewayProxyResult {
  const status = (value as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && Number.isInteger(status) && status >= 100 && status < 600;
}

/**
 * The portal API: the route table served like API Gateway with a Cognito user pool authorizer
 * on `user` and `admin` routes and Lambda proxy integrations to the areas' handlers.
 */
export function createPortalApi(options: PortalApiOptions) {
  const matcher = createTemplateMatcher(
    options.routes.map((binding) => ({ template: binding.operation.path, value: binding })),
  );
  const handlers = new Map<string, Promise<AreaHandler>>();

  const handlerFor = (entry: string): Promise<AreaHandler> => {
    let loaded = handlers.get(entry);
    if (!loaded) {
      loaded = options.loadArea(entry).then((module) => module.handler);
      loaded.catch(() => handlers.delete(entry));
      handlers.set(entry, loaded);
    }
    return loaded;
  };

  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const requestId = randomUUID();
    const { path, search } = splitUrl(req);
    const method = (req.method ?? 'GET').toUpperCase();
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
    });
    try {
      const handler = await handlerFor(options.entryOf(match.value));
      const result: unknown = await handler(event);
      if (!isProxyResult(result)) throw new Error('Malformed Lambda proxy response');
      relay(res, result, requestId);
    } catch (error) {
      console.error(
        `local gateway: ${method} ${match.template} failed:`,
        error instanceof Error ? error.message : error,
      );
      sendGatewayResponse(res, gatewayResponses.integrationFailure, requestId);
    }
  };
}
