import {
  CreateApiKeyCommand,
  CreateUsagePlanKeyCommand,
  DeleteApiKeyCommand,
  DeleteUsagePlanKeyCommand,
  GetApiKeyCommand,
} from '@aws-sdk/client-api-gateway';
import type { ProductStage } from '../../shared/plans';
import { apiGateway } from '../clients/api-gateway-client';
import { deploymentTag } from '../lib/deployment-tag';
import { logger } from '../lib/logger';
import { deploymentId } from '../lib/settings';
import { newKeyValue } from '../product-keys/key-scope';

/** What names a subscription's key in API Gateway, so an operator can tell whose it is. */
export interface KeyLabel {
  owner: string;
  applicationId: string;
  applicationName: string;
  service: string;
  stage: ProductStage;
}

/**
 * The tags that name a key's deployment and subscription, so the orphan-keys reconciler of that
 * deployment alone finds its record with one GetItem. The owner's e-mail is base64url: tag
 * values allow fewer characters than e-mails.
 */
export function keyTags(
  label: KeyLabel,
  deployment: string = deploymentId(),
): Record<string, string> {
  return {
    ...deploymentTag(deployment),
    owner: Buffer.from(label.owner).toString('base64url'),
    application: label.applicationId,
    service: label.service,
    stage: label.stage,
  };
}

export interface CreatedKey {
  apiKeyId: string;
  value: string;
}

const isNotFound = (error: unknown) => error instanceof Error && error.name === 'NotFoundException';

/** Runs a removal; a thing already gone counts as removed. */
async function removing(action: () => Promise<unknown>): Promise<void> {
  try {
    await action();
  } catch (error) {
    if (!isNotFound(error)) throw error;
  }
}

/** Deletes a key (it leaves its plans with it); one already gone counts as deleted. */
export async function deleteKey(apiKeyId: string): Promise<void> {
  await removing(() => apiGateway().send(new DeleteApiKeyCommand({ apiKey: apiKeyId })));
}

/** Deletes a key while another failure is being reported: logs, never hides that failure. */
export async function deleteKeyQuietly(apiKeyId: string): Promise<void> {
  try {
    await deleteKey(apiKeyId);
  } catch (error) {
    logger.error('Could not delete an API key while undoing a subscription', {
      apiKeyId,
      error: error instanceof Error ? error.name : String(error),
    });
  }
}

/**
 * A new enabled key in one usage plan; if the plan refuses it, the key is deleted again. Its
 * value carries its service and stage, which the product authorizer holds it to (the plans are
 * shared by every service).
 */
export async function createKeyInPlan(label: KeyLabel, usagePlanId: string): Promise<CreatedKey> {
  const created = await apiGateway().send(
    new CreateApiKeyCommand({
      name: `${label.applicationId}.${label.service}.${label.stage}`,
      description: `Application ${label.applicationName} of ${label.owner}: ${label.service} (${label.stage})`,
      enabled: true,
      value: newKeyValue(label.service, label.stage),
      tags: keyTags(label),
    }),
  );
  if (!created.id || !created.value) throw new Error('CreateApiKey returned no key');
  try {
    await addKeyToPlan(created.id, usagePlanId);
  } catch (error) {
    await deleteKeyQuietly(created.id);
    throw error;
  }
  return { apiKeyId: created.id, value: created.value };
}

export async function addKeyToPlan(apiKeyId: string, usagePlanId: string): Promise<void> {
  await apiGateway().send(
    new CreateUsagePlanKeyCommand({ usagePlanId, keyId: apiKeyId, keyType: 'API_KEY' }),
  );
}

export async function removeKeyFromPlan(apiKeyId: string, usagePlanId: string): Promise<void> {
  await removing(() =>
    apiGateway().send(new DeleteUsagePlanKeyCommand({ usagePlanId, keyId: apiKeyId })),
  );
}

/** The key leaves its plan, then is deleted: nothing of it is left in API Gateway. */
export async function removeKey(apiKeyId: string, usagePlanId: string): Promise<void> {
  await removeKeyFromPlan(apiKeyId, usagePlanId);
  await deleteKey(apiKeyId);
}

/**
 * Moves a key to another plan of the same service and stage. It leaves the old plan first: a
 * key may never be in two plans of one stage (API Gateway refuses it, and for a moment it would
 * be metered and limited twice). If the new plan refuses it, it goes back to the old one.
 */
export async function moveKey(
  apiKeyId: string,
  fromPlanId: string,
  toPlanId: string,
): Promise<void> {
  try {
    await removeKeyFromPlan(apiKeyId, fromPlanId);
  } catch (error) {
    // It may have left the plan with only the answer lost: put it back (a Conflict says it never left).
    await addKeyToPlan(apiKeyId, fromPlanId).catch((undoError: unknown) => {
      if (undoError instanceof Error && undoError.name === 'ConflictException') return;
      logger.error('Could not put a key back in its plan', {
        apiKeyId,
        error: undoError instanceof Error ? undoError.name : String(undoError),
      });
    });
    throw error;
  }
  try {
    await addKeyToPlan(apiKeyId, toPlanId);
  } catch (error) {
    // It may have joined the new plan with only the answer lost: out of it before going back.
    await removeKeyFromPlan(apiKeyId, toPlanId);
    await addKeyToPlan(apiKeyId, fromPlanId);
    throw error;
  }
}

export async function keyValue(apiKeyId: string): Promise<string> {
  const out = await apiGateway().send(
    new GetApiKeyCommand({ apiKey: apiKeyId, includeValue: true }),
  );
  if (!out.value) throw new Error(`API key ${apiKeyId} has no value`);
  return out.value;
}
