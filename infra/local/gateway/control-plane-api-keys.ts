import type { StoredApiKey } from './key-store';
import { badRequest } from './aws-error';
import {
  apiKeyJson,
  isTrue,
  nowSeconds,
  page,
  tagsOf,
  type Operation,
} from './control-plane-context';

const optionalString = (value: unknown, field: string): string | undefined => {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw badRequest(`Invalid value for ${field}`);
  return value;
};

/**
 * POST /apikeys (CreateApiKey): 201 with the key, value included; disabled unless `enabled`.
 * Refused at the account's key quota, throttled beyond CreateApiKey's rate.
 */
export const createApiKey: Operation = (ctx, { body }) => {
  const tags = tagsOf(body.tags);
  ctx.quotas.beforeCreateApiKey(ctx.keys.list().length);
  const key = ctx.keys.create(
    {
      name: optionalString(body.name, 'name'),
      description: optionalString(body.description, 'description'),
      value: optionalString(body.value, 'value'),
      customerId: optionalString(body.customerId, 'customerId'),
      enabled: body.enabled === true,
      tags,
    },
    nowSeconds(ctx),
  );
  return { status: 201, body: apiKeyJson(key, true) };
};

/** GET /apikeys/{apiKey}?includeValue=true (GetApiKey). */
export const getApiKey: Operation = (ctx, { params, query }) => ({
  status: 200,
  body: apiKeyJson(ctx.keys.get(params.apiKey ?? ''), isTrue(query.get('includeValue'))),
});

/**
 * GET /apikeys?name=&customerId=&includeValues= (GetApiKeys; the SDK's nameQuery is `name`):
 * every key of the account, each with its tags, as API Gateway answers (no filter by tag).
 */
export const getApiKeys: Operation = (ctx, { query }) => {
  const name = query.get('name');
  const customerId = query.get('customerId');
  const includeValues = isTrue(query.get('includeValues'));
  const matching = ctx.keys
    .list()
    .filter((k) => name === null || (k.name ?? '').startsWith(name))
    .filter((k) => customerId === null || k.customerId === customerId);
  const { item, position } = page(matching, query);
  return {
    status: 200,
    body: { item: item.map((k) => apiKeyJson(k, includeValues)), ...(position && { position }) },
  };
};

const patchable: Record<string, (value: string | undefined) => Partial<StoredApiKey>> = {
  '/enabled': (value) => {
    if (value !== 'true' && value !== 'false') throw badRequest(`Invalid enabled value: ${value}`);
    return { enabled: value === 'true' };
  },
  '/name': (value) => ({ name: value ?? '' }),
  '/description': (value) => ({ description: value ?? '' }),
  '/customerId': (value) => ({ customerId: value ?? '' }),
};

/** PATCH /apikeys/{apiKey} (UpdateApiKey): `replace` of /enabled, /name, /description, /customerId. */
export const updateApiKey: Operation = (ctx, { params, body }) => {
  const id = params.apiKey ?? '';
  ctx.quotas.beforeUpdateApiKey();
  ctx.keys.get(id);
  const operations = Array.isArray(body.patchOperations) ? body.patchOperations : [];
  let change: Partial<StoredApiKey> = {};
  for (const op of operations as { op?: string; path?: string; value?: string }[]) {
    const apply = op.path ? patchable[op.path] : undefined;
    if (op.op !== 'replace' || !apply) {
      throw badRequest(`Invalid patch operation specified: ${op.op} ${op.path}`);
    }
    change = { ...change, ...apply(op.value) };
  }
  return { status: 200, body: apiKeyJson(ctx.keys.update(id, change, nowSeconds(ctx)), false) };
};

/** DELETE /apikeys/{apiKey} (DeleteApiKey): 202; the key leaves its plans too. */
export const deleteApiKey: Operation = (ctx, { params }) => {
  const id = params.apiKey ?? '';
  ctx.keys.delete(id);
  ctx.usage.forgetKey(id);
  return { status: 202 };
};
