import { GetApiKeysCommand, type ApiKey } from '@aws-sdk/client-api-gateway';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { productStages, type ProductStage } from '../../shared/plans';
import { apiGateway } from '../clients/api-gateway-client';
import { dynamo } from '../clients/dynamo-client';
import { tableName } from '../data/table-name';
import { isOwnedBy } from '../lib/deployment-tag';
import { deploymentId } from '../lib/settings';
import { subscriptionKey } from './application-keys';
import { deleteKey } from './plan-keys';

/**
 * How old a key must be before it may be called an orphan: a subscribe, rotation or approval
 * writes its record moments after creating its key, and must not lose the key meanwhile.
 */
export const orphanGraceMinutes = 60;

interface KeySubscription {
  owner: string;
  applicationId: string;
  service: string;
  stage: ProductStage;
}

const isStage = (value: string | undefined): value is ProductStage =>
  productStages.some((stage) => stage === value);

/** The subscription a portal key was made for (plan-keys.ts keyTags); undefined for any other key. */
export function subscriptionOfKey(
  tags: Record<string, string> | undefined,
): KeySubscription | undefined {
  const { owner, application, service, stage } = tags ?? {};
  if (!owner || !application || !service || !isStage(stage)) return undefined;
  const email = Buffer.from(owner, 'base64url').toString('utf8');
  return email.includes('@')
    ? { owner: email, applicationId: application, service, stage }
    : undefined;
}

/** Whether the subscription's record names the key, as its key or its rotated previous key. */
async function recordNames(subscription: KeySubscription, apiKeyId: string): Promise<boolean> {
  const { Item } = await dynamo().send(
    new GetCommand({
      TableName: tableName('applications'),
      Key: subscriptionKey(
        subscription.owner,
        subscription.applicationId,
        subscription.service,
        subscription.stage,
      ),
      ConsistentRead: true,
    }),
  );
  const previous = Item?.previousKey as { apiKeyId?: unknown } | undefined;
  return Item?.apiKeyId === apiKeyId || previous?.apiKeyId === apiKeyId;
}

async function* everyKey(): AsyncGenerator<ApiKey> {
  let position: string | undefined;
  do {
    const page = await apiGateway().send(
      new GetApiKeysCommand({ limit: 500, position, includeValues: false }),
    );
    yield* page.items ?? [];
    position = page.position;
  } while (position);
}

/**
 * Deletes this deployment's keys that no record names: a key whose CreateApiKey answer was lost
 * (the caller never learnt its id, so could not undo it), or one whose record went while its
 * deletion failed. Only keys tagged with this deployment (MARQUE_DEPLOYMENT) and their
 * subscription, older than orphanGraceMinutes: another deployment's keys in the same account,
 * and untagged ones, are passed over unread. One GetItem per own key, never a Scan. Returns the
 * ids deleted.
 */
export async function removeOrphanKeys(now: Date = new Date()): Promise<string[]> {
  const deployment = deploymentId();
  const cutoff = now.getTime() - orphanGraceMinutes * 60_000;
  const removed: string[] = [];
  for await (const key of everyKey()) {
    if (!isOwnedBy(key.tags, deployment)) continue;
    const subscription = subscriptionOfKey(key.tags);
    if (!key.id || !subscription || !key.createdDate) continue;
    if (new Date(key.createdDate).getTime() > cutoff) continue;
    if (await recordNames(subscription, key.id)) continue;
    await deleteKey(key.id);
    removed.push(key.id);
  }
  return removed;
}
