import type { FaultWorld } from '../../testing/fault-scenario';
import { testTableNames } from '../../testing/test-environment';
import {
  applicationKey,
  nameLockKey,
  subscriberIndexKeys,
  subscriptionKey,
} from '../application-keys';
import type { ApplicationRecord, SubscriptionRecord } from '../application-record';
import { application, category, service, subscription } from './subscription-fixtures';

/** The unit tests' physical table names (lambdas/testing/test-environment.ts). */
export const testTables = {
  catalogue: testTableNames.TABLE_CATALOGUE ?? '',
  applications: testTableNames.TABLE_APPLICATIONS ?? '',
  users: testTableNames.TABLE_USERS ?? '',
  audit: testTableNames.TABLE_AUDIT ?? '',
};

/** The Partner category with its vehicle-status service, in the in-memory catalogue table. */
export function seedCatalogue(world: FaultWorld): void {
  world.dynamo.seed(testTables.catalogue, { pk: 'CATEGORY', sk: 'Partner', ...category() });
  world.dynamo.seed(testTables.catalogue, {
    pk: 'CATEGORY#Partner',
    sk: 'SERVICE#vehicle-status',
    ...service,
  });
}

/** The developer's application with its name lock, as createApplication writes them. */
export function seedApplication(world: FaultWorld, record: ApplicationRecord = application): void {
  world.dynamo.seed(testTables.applications, {
    ...nameLockKey(record.owner, record.applicationName),
    applicationId: record.applicationId,
  });
  world.dynamo.seed(testTables.applications, {
    ...applicationKey(record.owner, record.applicationId),
    ...record,
  });
}

/** A subscription record with its key in the plan it names (and its previous key's, if any). */
export function seedSubscription(
  world: FaultWorld,
  overrides: Partial<SubscriptionRecord> = {},
): SubscriptionRecord {
  const record = subscription(overrides);
  world.controlPlane.seedKey(record.apiKeyId, record.usagePlanId);
  if (record.previousKey) {
    world.controlPlane.seedKey(record.previousKey.apiKeyId, record.previousKey.usagePlanId);
    const { expiresAt, apiKeyId } = record.previousKey;
    world.dynamo.seed(testTables.applications, {
      pk: `ROTATION#${expiresAt.slice(0, 10)}`,
      sk: `${expiresAt}#${apiKeyId}`,
      kind: 'rotation',
      ...record.previousKey,
      owner: record.owner,
      applicationId: record.applicationId,
      service: record.service,
      stage: record.stage,
    });
  }
  world.dynamo.seed(testTables.applications, {
    ...subscriptionKey(record.owner, record.applicationId, record.service, record.stage),
    ...subscriberIndexKeys(record.service, record.owner, record.applicationId, record.stage),
    ...record,
  });
  return record;
}

/** The subscription records of the developer's application now in the table. */
export function storedSubscriptions(world: FaultWorld): SubscriptionRecord[] {
  return world.dynamo
    .allItems()
    .filter(({ item }) => item.kind === 'subscription')
    .map(({ item }) => item as unknown as SubscriptionRecord);
}
