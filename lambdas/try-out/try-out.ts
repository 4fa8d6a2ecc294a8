import {
  tryOutLimits,
  type TryOutResponse,
  tryOutBodySchema,
} from '../../shared/api/docs-operations';
import type * as z from 'zod';
import { keyValue } from '../applications/plan-keys';
import { findSubscription } from '../applications/subscriptions';
import { findByApiId, getCategory, getService } from '../catalogue/catalogue-repository';
import { isPublished } from '../catalogue/service-item';
import type { Caller } from '../lib/caller';
import { DomainError, Invalid, NotFound } from '../lib/errors';
import { logger } from '../lib/logger';
import { matchResource } from './operation-match';
import { productApiBase, productApiUrl } from './product-api-url';
import { relayCall } from './relay';
import { assertMayTryOut } from './try-out-access';

type TryOutRequest = z.output<typeof tryOutBodySchema>;

export class PayloadTooLarge extends DomainError {
  constructor() {
    super(
      413,
      'PayloadTooLarge',
      `The request body is larger than the try-out limit of ${tryOutLimits.maxBodyBytes} bytes`,
    );
  }
}

function bodyBytes(request: TryOutRequest): Buffer | undefined {
  if (request.body === undefined) return undefined;
  const bytes = Buffer.from(request.body, request.bodyEncoding === 'base64' ? 'base64' : 'utf8');
  if (bytes.length > tryOutLimits.maxBodyBytes) throw new PayloadTooLarge();
  return bytes;
}

/** The catalogue service that owns the API, and its category (404 when not a catalogue API). */
async function catalogueTarget(apiId: string) {
  const owner = await findByApiId(apiId);
  const [service, category] = owner
    ? await Promise.all([getService(owner.category, owner.service), getCategory(owner.category)])
    : [undefined, undefined];
  if (!service || !category || !isPublished(service)) {
    throw new NotFound(`API ${apiId} is not in the catalogue: only its APIs can be tried out`);
  }
  return { service, category };
}

/** The value of the caller's own subscription key to this service and stage. */
async function subscriptionKey(
  caller: Caller,
  request: TryOutRequest,
  service: string,
): Promise<string | undefined> {
  const wanted = request.subscription;
  if (!wanted) return undefined;
  if (wanted.service !== service || wanted.stage !== request.stage) {
    throw new Invalid(`The subscription is not to ${service} on ${request.stage}`);
  }
  const record = await findSubscription(
    caller.email,
    wanted.applicationId,
    wanted.service,
    wanted.stage,
  );
  return keyValue(record.apiKeyId);
}

/**
 * One try-out call: only to an API of the catalogue, on one of its service's operations, for a
 * caller who may use the category, with the caller's own subscription key (read here, never from
 * the browser) and token; at the host the deployment names for that API.
 */
export async function tryOutCall(caller: Caller, request: TryOutRequest): Promise<TryOutResponse> {
  const body = bodyBytes(request);
  const { service, category } = await catalogueTarget(request.apiId);
  await assertMayTryOut(caller, category);
  const resource = matchResource(service.resources, request.method, request.path);
  if (!resource) {
    throw new NotFound(
      `${request.method} ${request.path} is not an operation of ${service.apiName}`,
    );
  }
  const apiKey = await subscriptionKey(caller, request, service.service);
  const url = productApiUrl(
    productApiBase(service.apiId, request.stage),
    request.path,
    request.query,
  );
  const answer = await relayCall({
    url,
    method: request.method,
    headers: request.headers,
    body,
    contentType: request.contentType,
    apiKey,
    token: request.token,
  });
  logger.info('Try out', {
    user: caller.email,
    apiId: service.apiId,
    stage: request.stage,
    operation: resource.name,
    withKey: apiKey !== undefined,
    withToken: request.token !== undefined,
    status: answer.status,
    durationMs: answer.durationMs,
  });
  return answer;
}
