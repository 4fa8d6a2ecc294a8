import { badRequest, notFound } from './aws-error';
import { page, usagePlanJson, type Operation } from './control-plane-context';
import type { ControlPlaneContext } from './control-plane-context';
import type { StoredApiKey } from './key-store';
import { daysBetween, utcDay } from './quota-and-usage';

function planOf(ctx: ControlPlaneContext, id: string | undefined) {
  const plan = id === undefined ? undefined : ctx.apis.plan(id);
  if (!plan) throw notFound('Invalid Usage Plan ID specified');
  return plan;
}

const usagePlanKeyJson = (key: StoredApiKey) => ({
  id: key.id,
  type: 'API_KEY',
  value: key.value,
  name: key.name,
});

/** GET /usageplans?keyId= (GetUsagePlans): the catalogue's plans, or those holding a key. */
export const getUsagePlans: Operation = (ctx, { query }) => {
  const keyId = query.get('keyId');
  const plans =
    keyId === null ? ctx.apis.plans : ctx.keys.plansOf(keyId).map((id) => planOf(ctx, id));
  const { item, position } = page([...plans], query);
  return { status: 200, body: { item: item.map(usagePlanJson), ...(position && { position }) } };
};

/** GET /usageplans/{usagePlanId} (GetUsagePlan). */
export const getUsagePlan: Operation = (ctx, { params }) => ({
  status: 200,
  body: usagePlanJson(planOf(ctx, params.usagePlanId)),
});

/** POST /usageplans/{usagePlanId}/keys (CreateUsagePlanKey): one plan per API stage for a key. */
export const createUsagePlanKey: Operation = (ctx, { params, body }) => {
  const plan = planOf(ctx, params.usagePlanId);
  if (body.keyType !== 'API_KEY') throw badRequest('Invalid key type specified');
  if (typeof body.keyId !== 'string') throw badRequest('Invalid API Key identifier specified');
  return { status: 201, body: usagePlanKeyJson(ctx.keys.addToPlan(plan.id, body.keyId)) };
};

/** GET /usageplans/{usagePlanId}/keys?name= (GetUsagePlanKeys). */
export const getUsagePlanKeys: Operation = (ctx, { params, query }) => {
  const plan = planOf(ctx, params.usagePlanId);
  const name = query.get('name');
  const keys = ctx.keys
    .keysOf(plan.id)
    .filter((k) => name === null || (k.name ?? '').startsWith(name));
  const { item, position } = page(keys, query);
  return { status: 200, body: { item: item.map(usagePlanKeyJson), ...(position && { position }) } };
};

/** GET /usageplans/{usagePlanId}/keys/{keyId} (GetUsagePlanKey). */
export const getUsagePlanKey: Operation = (ctx, { params }) => {
  const plan = planOf(ctx, params.usagePlanId);
  const key = ctx.keys.get(params.keyId ?? '');
  if (!ctx.keys.inPlan(plan.id, key.id))
    throw notFound('Invalid Usage Plan Key identifier specified');
  return { status: 200, body: usagePlanKeyJson(key) };
};

/** DELETE /usageplans/{usagePlanId}/keys/{keyId} (DeleteUsagePlanKey): 202. */
export const deleteUsagePlanKey: Operation = (ctx, { params }) => {
  const plan = planOf(ctx, params.usagePlanId);
  ctx.keys.removeFromPlan(plan.id, params.keyId ?? '');
  return { status: 202 };
};

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/**
 * GET /usageplans/{usagePlanId}/usage?keyId&startDate&endDate (GetUsage): per key, one
 * [used, remaining quota] pair per day. The wire name of the map is `values` (the SDK's `items`).
 */
export const getUsage: Operation = (ctx, { params, query }) => {
  const plan = planOf(ctx, params.usagePlanId);
  const startDate = query.get('startDate');
  const endDate = query.get('endDate');
  if (!startDate || !endDate || !isoDay.test(startDate) || !isoDay.test(endDate)) {
    throw badRequest('Start date and end date are required, as yyyy-MM-dd');
  }
  if (daysBetween(startDate, endDate).length === 0) {
    throw badRequest('The end date must not be before the start date');
  }
  const keyId = query.get('keyId');
  const keys = ctx.keys.keysOf(plan.id).filter((k) => keyId === null || k.id === keyId);
  const values: Record<string, [number, number][]> = {};
  for (const key of keys) {
    values[key.id] = ctx.usage.series(
      plan.id,
      key.id,
      plan.limits.quotaPerMonth,
      startDate,
      endDate,
    );
  }
  return { status: 200, body: { usagePlanId: plan.id, startDate, endDate, values } };
};

/**
 * PATCH /usageplans/{usagePlanId}/keys/{keyId}/usage (UpdateUsage): only `replace /remaining`,
 * the key's quota left this month; answers the key's usage of today, as API Gateway does.
 */
export const updateUsage: Operation = (ctx, { params, body }) => {
  const plan = planOf(ctx, params.usagePlanId);
  const key = ctx.keys.get(params.keyId ?? '');
  if (!ctx.keys.inPlan(plan.id, key.id))
    throw notFound('Invalid Usage Plan Key identifier specified');
  const operations = Array.isArray(body.patchOperations) ? (body.patchOperations as unknown[]) : [];
  if (operations.length === 0) throw badRequest('Invalid patch operations specified');
  const now = ctx.now();
  for (const operation of operations) {
    const { op, path, value } = (operation ?? {}) as Record<string, unknown>;
    const remaining = Number(value);
    if (op !== 'replace' || path !== '/remaining') {
      throw badRequest(`Invalid patch path '${String(path)}' specified for op '${String(op)}'`);
    }
    if (typeof value !== 'string' || !/^\d+$/.test(value) || !Number.isSafeInteger(remaining)) {
      throw badRequest('Invalid remaining quota specified');
    }
    ctx.usage.setRemaining(plan.id, key.id, plan.limits.quotaPerMonth, remaining, now);
  }
  ctx.saveState?.();
  const day = utcDay(now);
  const values = {
    [key.id]: ctx.usage.series(plan.id, key.id, plan.limits.quotaPerMonth, day, day),
  };
  return { status: 200, body: { usagePlanId: plan.id, startDate: day, endDate: day, values } };
};
