import type { ApplicationItem, SubscriptionItem } from '../../shared/api/applications-operations';
import type { ApplicationRecord, SubscriptionRecord } from './application-record';

/** What the list and the detail show of a key's value: its last 4 characters. */
export function maskKey(keyHint: string): string {
  return `${'*'.repeat(16)}${keyHint}`;
}

export function keyHintOf(value: string): string {
  return value.slice(-4);
}

export function toApplicationItem(
  record: ApplicationRecord,
  subscriptionCount: number,
): ApplicationItem {
  return {
    applicationId: record.applicationId,
    applicationName: record.applicationName,
    applicationDescription: record.applicationDescription,
    organization: record.organization,
    subscriptionCount,
    createdAt: record.createdAt,
  };
}

export function toSubscriptionItem(record: SubscriptionRecord): SubscriptionItem {
  return {
    id: `${record.service}.${record.stage}`,
    applicationId: record.applicationId,
    applicationName: record.applicationName,
    service: record.service,
    apiName: record.apiName,
    apiId: record.apiId,
    category: record.category,
    stage: record.stage,
    tier: record.tier,
    usagePlanName: record.usagePlanName,
    usagePlanId: record.usagePlanId,
    apiKeyId: record.apiKeyId,
    maskedKey: maskKey(record.keyHint),
    createdAt: record.createdAt,
    status: 'Active',
    ...(record.previousKey && { previousKeyExpiresAt: record.previousKey.expiresAt }),
  };
}
