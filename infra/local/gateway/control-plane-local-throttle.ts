import { AwsError } from './aws-error';
import type { ControlPlaneContext } from './control-plane-context';

/**
 * Local only (`POST /_local/throttle` `{usagePlanId, keyId, held}`): stops (`held: true`) or
 * restarts the clock of a key's token bucket in a plan, so a throttling test sees exactly the
 * plan's burst pass and the rest answered 429, however slow the machine. AWS has no such call.
 */
export function holdBucket(ctx: ControlPlaneContext, body: Record<string, unknown>) {
  const { usagePlanId, keyId, held } = body;
  if (typeof usagePlanId !== 'string' || !ctx.apis.plan(usagePlanId)) {
    throw new AwsError('NotFoundException', 'Invalid Usage Plan ID specified');
  }
  if (typeof keyId !== 'string' || !ctx.keys.keysOf(usagePlanId).some((k) => k.id === keyId)) {
    throw new AwsError('NotFoundException', 'Invalid API Key identifier specified');
  }
  if (typeof held !== 'boolean') throw new AwsError('BadRequestException', 'held: true or false');
  // The id the product APIs give the bucket (product-api-server.ts).
  ctx.buckets.hold(`${usagePlanId}/${keyId}`, held, ctx.now());
  return { usagePlanId, keyId, held };
}
