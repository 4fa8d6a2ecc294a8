import { planTiers, usagePlans, type PlanTier } from '../../shared/plans';
import type { BenchPartner } from './bench-partner';
import { round } from './lambda-bundles';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Calls one product API with a key; resolves to the status (the body is drained). */
async function callStatus(url: string, key: string): Promise<number> {
  const response = await fetch(url, { headers: { 'x-api-key': key } });
  await response.arrayBuffer();
  return response.status;
}

/** A key subscribed (sandbox) in `tier`, through the portal as a partner gets one. */
async function keyInTier(partner: BenchPartner, service: string, tier: PlanTier): Promise<string> {
  const applicationName = `bench-gw-${tier}-${Date.now().toString(36)}`;
  const applicationId = await partner.createApplication(applicationName);
  const subscribed = await partner.subscribe(applicationName, service, tier);
  if (subscribed.status !== 200) throw new Error(`subscribe ${tier} answered ${subscribed.status}`);
  const revealed = await partner.call<{ value: string }>(
    'GET',
    `/applications/${applicationId}/subscriptions/${service}/sandbox/key`,
  );
  if (revealed.status !== 200) throw new Error(`reveal key answered ${revealed.status}`);
  return revealed.body.value;
}

/**
 * Accepted calls per second over a bounded window starting on an emptied bucket: calls are
 * offered at `offeredRps`, paced in 10 ms ticks, for `windowMs`; all are awaited after.
 */
async function sustainedRate(url: string, key: string, offeredRps: number, windowMs: number) {
  const started = performance.now();
  const calls: Promise<number>[] = [];
  for (;;) {
    const elapsed = performance.now() - started;
    if (elapsed >= windowMs) break;
    const due = Math.floor((elapsed / 1000) * offeredRps);
    while (calls.length < due) calls.push(callStatus(url, key));
    await sleep(10);
  }
  const statuses = await Promise.all(calls);
  const bad = statuses.find((s) => s !== 200 && s !== 429);
  if (bad) throw new Error(`product API answered ${bad}`);
  const accepted = statuses.filter((s) => s === 200).length;
  return { accepted, refused: statuses.length - accepted, seconds: windowMs / 1000 };
}

/**
 * Per plan: the 200s of 1.5 × burst simultaneous calls on a full bucket (≈ burst, plus what
 * refills while they arrive), then, on the bucket that burst emptied, the accepted calls per
 * second while 1.2 × the plan's rate is offered for up to 2 s (shorter where 3000 calls per plan
 * would not cover it). Every call goes to 127.0.0.1.
 */
export async function gatewayLimitFigures(
  partner: BenchPartner,
  windowMs = 2_000,
  maxCallsPerPlan = 3_000,
): Promise<Record<string, number>> {
  const target = partner.services.find((s) => s.getPath);
  if (!target?.getPath) throw new Error('No General service with a GET API');
  const url = `${partner.productApisUrl}/${target.apiId}/sandbox${target.getPath}`;
  const figures: Record<string, number> = {};
  for (const tier of planTiers) {
    const { burst, ratePerSecond } = usagePlans[tier];
    const key = await keyInTier(partner, target.service, tier);
    await sleep(Math.ceil((burst / ratePerSecond) * 1000) + 200); // the bucket is full
    const burstCalls = Math.ceil(burst * 1.5);
    const statuses = await Promise.all(
      Array.from({ length: burstCalls }, () => callStatus(url, key)),
    );
    const bad = statuses.find((s) => s !== 200 && s !== 429);
    if (bad) throw new Error(`product API answered ${bad}`);
    figures[`gateway ${tier} burst measured`] = statuses.filter((s) => s === 200).length;
    const offeredRps = ratePerSecond * 1.2;
    const window = Math.min(windowMs, ((maxCallsPerPlan - burstCalls) / offeredRps) * 1000);
    const rate = await sustainedRate(url, key, offeredRps, window);
    figures[`gateway ${tier} rate measured rps`] = round(rate.accepted / rate.seconds);
    figures[`gateway ${tier} rate window 429s`] = rate.refused;
  }
  return figures;
}
