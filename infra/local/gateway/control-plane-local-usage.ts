import { AwsError } from './aws-error';
import type { ControlPlaneContext } from './control-plane-context';
import { utcDay } from './quota-and-usage';

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Local only (`POST /_local/usage` `{usagePlanId, keyId, calls, date?}`): counts `calls`
 * requests of a key in a plan on a UTC day (default today), as if they had passed, so a test can
 * bring a key near its monthly quota without making 100,000 calls. AWS has no such call.
 */
export function seedUsage(ctx: ControlPlaneContext, body: Record<string, unknown>) {
  const { usagePlanId, keyId, calls } = body;
  const date = body.date ?? utcDay(ctx.now());
  if (typeof usagePlanId !== 'string' || !ctx.apis.plan(usagePlanId)) {
    throw new AwsError('NotFoundException', 'Invalid Usage Plan ID specified');
  }
  if (typeof keyId !== 'string' || !ctx.keys.keysOf(usagePlanId).some((k) => k.id === keyId)) {
    throw new AwsError('NotFoundException', 'Invalid API Key identifier specified');
  }
  if (typeof calls !== 'number' || !Number.isInteger(calls) || calls < 1) {
    throw new AwsError('BadRequestException', 'calls: a whole number from 1');
  }
  if (typeof date !== 'string' || !isoDay.test(date)) {
    throw new AwsError('BadRequestException', 'date: YYYY-MM-DD');
  }
  ctx.usage.add(usagePlanId, keyId, date, calls);
  ctx.saveState?.();
  return { usagePlanId, keyId, date, calls };
}
