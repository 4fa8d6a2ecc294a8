import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { productStages } from '../../../shared/plans';
import type { OpenApiDocument } from '../../catalogue/catalogue-source';
import type { OperationMatch } from '../../catalogue/mock-response';
import type { AccessTokenAuth } from './access-token-auth';
import type { KeyStore } from './key-store';
import type { LocalApis } from './local-usage-plans';
import type { UsageLedger } from './quota-and-usage';
import type { TokenBuckets } from './token-bucket';
import {
  corsHeaders,
  gatewayResponses,
  send,
  sendGatewayResponse,
  sendJson,
  splitUrl,
} from './http-io';
import { splitPath } from './path-template';

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
  /** Checks access tokens on the operations whose authorizer is 'cognito'. */
  accessTokens: AccessTokenAuth;
  /** Called after usage was counted (to persist it). */
  onUsage: () => void;
  now: () => number;
}

/**
 * The maker's product APIs at `/{apiId}/{stage}/{path}`, behind API keys and usage plans as in
 * API Gateway: unknown API, stage or resource 403 "Missing Authentication Token"; on an
 * operation whose authorizer is 'cognito', no valid access token with the try-out scope 401
 * "Unauthorized" (the Cognito authorizer runs before the key is checked); a missing,
 * unknown or disabled key, or one in no plan of this API stage, 403 "Forbidden"; the plan's token
 * bucket 429 "Too Many Requests"; its monthly quota 429 "Limit Exceeded". No CORS preflight:
 * the deployed product APIs have no OPTIONS methods (try-out goes through a portal route).
 */
export function createProductApis(options: ProductApiOptions) {
  const { apis, keys, usage, buckets, backend } = options;

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
    if (operation.operation['x-marque-authorizer'] === 'cognito') {
      const outcome = await options.accessTokens(req.headers.authorization);
      if (!outcome.ok) {
        const refusal =
          outcome.reason === 'expired'
            ? gatewayResponses.expiredToken
            : gatewayResponses.unauthorized;
        return sendGatewayResponse(res, refusal, requestId);
      }
    }

    const value = req.headers['x-api-key'];
    const key = typeof value === 'string' ? keys.findByValue(value) : undefined;
    const plan = key?.enabled
      ? apis.plansFor(apiId, stage).find((p) => keys.inPlan(p.id, key.id))
      : undefined;
    if (!key || !plan) return sendGatewayResponse(res, gatewayResponses.forbidden, requestId);

    const now = options.now();
    if (!buckets.tryTake(`${plan.id}/${key.id}`, plan.limits, now)) {
      return sendGatewayResponse(res, gatewayResponses.throttled, requestId);
    }
    if (!usage.withinQuota(plan.id, key.id, plan.limits.quotaPerMonth, now)) {
      return sendGatewayResponse(res, gatewayResponses.quotaExceeded, requestId);
    }
    usage.record(plan.id, key.id, now);
    options.onUsage();

    const mock = backend.mockResponse(doc, method, path);
    const headers = { ...corsHeaders, 'x-amzn-requestid': requestId };
    if (!mock) return sendJson(res, 500, { message: 'Internal server error' }, headers);
    if (mock.body === undefined) return send(res, mock.status, headers);
    sendJson(res, mock.status, mock.body, headers);
  };
}
