import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { auditPut, type AuditEntry } from '../../audit/audit-entry';
import { dynamo } from '../../clients/dynamo-client';
import { tableName } from '../../data/table-name';
import { isConditionFailure } from '../../data/update-expression';
import { Conflict } from '../../lib/errors';
import { categoryKey, overrideKey, serviceKey } from '../catalogue-keys';
import type { ServiceItem } from '../service-item';
import { definitionItems, type StoredDefinition } from './definition-store';
import type { ServiceOverride } from './service-changes';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

export const changedMeanwhileMessage =
  'The service was changed meanwhile; reload it and try again.';

/** One admin change to a service, written at once with its audit entry. */
export interface ServiceChange {
  before: ServiceItem;
  after: ServiceItem;
  override: ServiceOverride;
  definition?: StoredDefinition;
  /** +1 / -1 to the category's count of (published) services. */
  countDelta?: number;
  audit: AuditEntry;
}

/**
 * Writes the service as it now is, the admin's override (what a re-seed applies again), an
 * uploaded definition and the audit entry in one TransactWriteItems: all or nothing. The
 * service must still be at the revision read (two admins at once: the second gets 409).
 */
export async function commitServiceChange(
  change: ServiceChange,
  now: Date = new Date(),
): Promise<ServiceItem> {
  const table = tableName('catalogue');
  const { before, after, override } = change;
  const revision = (before.revision ?? 0) + 1;
  const item: ServiceItem = { ...after, revision };
  const items: TransactItem[] = [
    {
      Put: {
        TableName: table,
        Item: { ...serviceKey(before.category, before.service), ...item },
        ...(before.revision === undefined
          ? { ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(revision)' }
          : {
              ConditionExpression: 'revision = :revision',
              ExpressionAttributeValues: { ':revision': before.revision },
            }),
      },
    },
    {
      Put: {
        TableName: table,
        Item: {
          ...overrideKey(override.category, override.service),
          ...override,
          updatedAt: now.toISOString(),
          updatedBy: change.audit.actor,
        },
      },
    },
  ];
  if (change.definition) {
    for (const Item of definitionItems(change.definition)) {
      items.push({ Put: { TableName: table, Item } });
    }
  }
  if (change.countDelta) {
    items.push({
      Update: {
        TableName: table,
        Key: categoryKey(before.category),
        UpdateExpression: 'ADD serviceCount :delta',
        ExpressionAttributeValues: { ':delta': change.countDelta },
      },
    });
  }
  items.push(auditPut(change.audit, now));
  try {
    await dynamo().send(new TransactWriteCommand({ TransactItems: items }));
  } catch (error) {
    if (isConditionFailure(error)) throw new Conflict(changedMeanwhileMessage);
    throw error;
  }
  return item;
}
