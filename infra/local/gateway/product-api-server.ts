import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEvent, APIGatewayRequestAuthorizerEvent } from 'aws-lambda';
import { type ProductStage, productStages } from '../../../shared/plans';
import type { OpenApiDocument } from '../../catalogue/catalogue-source';
import type { OperationMatch } from '../../catalogue/mock-response';
import type { ProductAuthorizer } from '../../../lambdas/product-authorizer/product-authorizer';
import { keyScope, keyScopeVariable } from '../../../lambdas/product-keys/key-scope';
import { operationTokenCheck } from '../../../shared/openapi/token-check';
import { AuthorizerCache } from './authorizer-cache';
import type { KeyStore } from './key-store';
import type { LocalApis } from './local-usage-plans';
import type { UsageLedger } from './quota-and-usage';
import type { TokenBuckets } from './token-bucket';
import {
  corsHeaders,
  gatewayResponses,
  readBody,
  send,
  sendGatewayResponse,
  sendJson,
  splitUrl,
} from './http-io';
import { splitPath } from './path-template';
import { productKeyResponses } from './product-key-responses';
import { buildProxyEvent } from './proxy-event';
import { isProxyResult, relayProxyResult } from './proxy-result';

/** A product API's Lambda proxy integration: calls the backend's function with the event. */
export type InvokeProductBackend = (event: APIGatewayProxyEvent) => Promise<unknown>;

/** What answers a product API's operation: the catalogue's mock (status and JSON example). */
export interface MockBackend {
  matchOperation(doc: OpenApiDocument, method: string, path: string): OperationMatch | undefined;
  mockResponse(
    doc: OpenApiDocument,
    method: string,
    path: string,
  ): { status: number; body: unknown } | undefined;
}

export interface ProductApiOptions {
  apis: LocalApis;
  keys: KeyStore;
  usage: UsageLedger;
  buckets: TokenBuckets;
  backend: MockBackend;
  /**
   * The services with a real backend (`productBackends` of lambdas/routes.ts), by catalogue
   * service name; every other service answers its mocks.
   */
  backends?: Readonly<Record<string, InvokeProductBackend>>;
  /**
   * The product APIs' request authorizers (lambdas/product-authorizer/), one per token check
   * (shared/openapi/token-check.ts): `key` on operations that take the key only, `keyAndToken`
   * on those whose authorizer is 'cognito', `keyAndCustomerToken` on 'customerToken' ones.
   * Their answers are cached per identity for `authorizerCacheSeconds`, as API Gateway does.
   */
  authorizers: {
    key: ProductAuthorizer;
    keyAndToken: ProductAuthorizer;
    keyAndCustomerToken: ProductAuthorizer;
  };
  authorizerCacheSeconds: number;
  /** Called after usage was counted (to persist it). */
  onUsage: () => void;
  now: () => number;
}

/**
 * The maker's product APIs at `/{apiId}/{stage}/{path}`, behind the request authorizer, API
 * keys and usage plans as in API Gateway: unknown API, stage or resource 403 "Missing
 * Authentication Token"; no `x-api-key` (or, on an operation that checks a token, no
 * `Authorization`) 401 before any authorizer runs (they are its identity sources); the
 * authorizer's "Unauthorized" (a bad token) 401, its Deny (a key made for another service or
 * stage, or no key value at all) 403; then an unknown or disabled key, or one in no plan of this
 * API stage, 403; those 401s and 403s with the API's own bodies saying what to send
 * (product-key-responses.ts); the plan's token bucket 429 "Too Many Requests"; its monthly
 * quota 429 "Limit Exceeded". No CORS preflight:
 * the deployed product APIs have no OPTIONS methods (try-out goes through a portal route).
 * A service with a backend gets, once all of that has let the call through, a Lambda proxy
 * event, and its answer goes back as is (502 when the function fails).
 */
export function createProductApis(options: ProductApiOptions) {
  const { apis, keys, usage, buckets, backend } = options;
  const cache = new AuthorizerCache(options.authorizerCacheSeconds);

  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const requestId = randomUUID();
    const [apiId = '', stage = '', ...rest] = splitPath(splitUrl(req).path);
    const path = `/${rest.join('/')}`;
    const method = (req.method ?? 'GET').toUpperCase();
    const service = apis.service(apiId);
    const known = service && (productStages as readonly string[]).includes(stage);
    const doc = service?.openapi;

    const operation = known && doc ? backend.matchOperation(doc, method, path) : undefined;
    if (!doc || !operation) {
      return sendGatewayResponse(res, gatewayResponses.missingAuthenticationToken, requestId);
    }
    const value = req.headers['x-api-key'];
    const tokenCheck = operationTokenCheck(operation.operation);
    const tokenChecked = tokenCheck !== 'none';
    const authorization = req.headers.authorization;
    const refusals = productKeyResponses(doc);
    if (typeof value !== 'string' || !value || (tokenChecked && !authorization)) {
      return sendGatewayResponse(res, refusals.UNAUTHORIZED, requestId);
    }
    const scope = keyScope(service.service, stage as ProductStage);
    const authorize = {
      none: options.authorizers.key,
      'access-token': options.authorizers.keyAndToken,
      'customer-token': options.authorizers.keyAndCustomerToken,
    }[tokenCheck];
    const identity = [tokenCheck, apiId, stage, value, authorization ?? ''];
    let effect: string | undefined;
    try {
      const answer = await cache.answer(identity.join('\n'), options.now(), () =>
        authorize({
          type: 'REQUEST',
          methodArn: `arn:aws:execute-api:local:000000000000:${apiId}/${stage}/${method}${path}`,
          resource: operation.template,
          path,
          httpMethod: method,
          headers: {
            'x-api-key': value,
            ...(authorization ? { Authorization: authorization } : {}),
          },
          multiValueHeaders: {},
          pathParameters: operation.params,
          queryStringParameters: {},
          multiValueQueryStringParameters: {},
          stageVariables: { [keyScopeVariable]: scope },
          requestContext: {} as APIGatewayRequestAuthorizerEvent['requestContext'],
        }),
      );
      effect = answer.policyDocument.Statement[0]?.Effect;
    } catch {
      return sendGatewayResponse(res, refusals.UNAUTHORIZED, requestId);
    }
    if (effect !== 'Allow') return sendGatewayResponse(res, refusals.ACCESS_DENIED, requestId);

    const key = keys.findByValue(value);
    const plan = key?.enabled
      ? apis.plansFor(apiId, stage).find((p) => keys.inPlan(p.id, key.id))
      : undefined;
    if (!key || !plan) return sendGatewayResponse(res, refusals.INVALID_API_KEY, requestId);

    const now = options.now();
    if (!buckets.tryTake(`${plan.id}/${key.id}`, plan.limits, now)) {
      return sendGatewayResponse(res, gatewayResponses.throttled, requestId);
    }
    if (!usage.withinQuota(plan.id, key.id, plan.limits.quotaPerMonth, now)) {
      return sendGatewayResponse(res, gatewayResponses.quotaExceeded, requestId);
    }
    usage.record(plan.id, key.id, now);
    options.onUsage();

    const invoke = options.backends?.[service.service];
    if (invoke) {
      const { search } = splitUrl(req);
      const event = buildProxyEvent({
        req,
        path,
        search,
        resource: operation.template,
        pathParameters: operation.params,
        body: await readBody(req),
        requestId,
        now,
        stage,
        apiId,
      });
      // API Gateway names the key that let the call through; its context path has the stage.
      event.requestContext.identity.apiKey = key.value;
      event.requestContext.identity.apiKeyId = key.id;
      event.requestContext.path = `/${stage}${path}`;
      try {
        const result = await invoke(event);
        if (!isProxyResult(result)) throw new Error('Malformed Lambda proxy response');
        return relayProxyResult(res, result, requestId, { addCors: false });
      } catch (error) {
        console.error(
          `local gateway: ${service.service} ${method} ${operation.template} failed:`,
          error instanceof Error ? error.message : error,
        );
        return sendGatewayResponse(res, gatewayResponses.integrationFailure, requestId);
      }
    }

    const mock = backend.mockResponse(doc, method, path);
    const headers = { ...corsHeaders, 'x-amzn-requestid': requestId };
    if (!mock) return sendJson(res, 500, { message: 'Internal server error' }, headers);
    if (mock.body === undefined) return send(res, mock.status, headers);
    sendJson(res, mock.status, mock.body, headers);
  };
}
