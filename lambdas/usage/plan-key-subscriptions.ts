import { GetUsagePlanKeysCommand } from '@aws-sdk/client-api-gateway';
import { productStages, type ProductStage } from '../../shared/plans';
import { apiGateway } from '../clients/api-gateway-client';

/** The subscription a portal key serves: one service on one product stage. */
export interface KeySubscription {
  service: string;
  stage: ProductStage;
}

const isProductStage = (text: string): text is ProductStage =>
  (productStages as readonly string[]).includes(text);

/**
 * The service and stage a key's name gives: the portal names each key
 * `${applicationId}.${service}.${stage}` (plan-keys.ts createKeyInPlan; neither an application
 * id nor a service slug holds a dot). Any other name is no portal key's: undefined.
 */
export function subscriptionOfKeyName(name: string | undefined): KeySubscription | undefined {
  const [applicationId, service, stage, ...rest] = (name ?? '').split('.');
  if (!applicationId || !service || stage === undefined || rest.length > 0) return undefined;
  return isProductStage(stage) ? { service, stage } : undefined;
}

/** GetUsagePlanKeys' largest page (its default is 25). */
const pageSize = 500;

/**
 * Each key of a usage plan with the subscription its name gives (keys with another name are
 * left out): GetUsagePlanKeys, one call per 500 keys. Its answer also carries each key's value,
 * which is kept nowhere.
 */
export async function planKeySubscriptions(
  usagePlanId: string,
): Promise<Map<string, KeySubscription>> {
  const byKey = new Map<string, KeySubscription>();
  let position: string | undefined;
  do {
    const out = await apiGateway().send(
      new GetUsagePlanKeysCommand({ usagePlanId, limit: pageSize, position }),
    );
    for (const key of out.items ?? []) {
      const subscription = subscriptionOfKeyName(key.name);
      if (key.id && subscription) byKey.set(key.id, subscription);
    }
    position = out.position;
  } while (position);
  return byKey;
}
