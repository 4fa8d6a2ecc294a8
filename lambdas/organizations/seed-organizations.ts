import { BatchWriteCommand, type BatchWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { Organization } from '../../shared/api/auth-operations';
import { dynamo } from '../clients/dynamo-client';
import { tableName } from '../data/table-name';
import {
  organizationCodeKey,
  organizationNameKey,
  organizationWordKey,
  organizationWords,
} from './organization-keys';
import { partnerOrganizations } from './partner-organizations';

type Item = Record<string, unknown>;
type WriteRequests = NonNullable<BatchWriteCommandInput['RequestItems']>[string];

/**
 * Each organization under its name (the admin's list), its code (looked up at registration) and
 * each of its words (the registration search).
 */
export function organizationItems(organizations: readonly Organization[]): Item[] {
  return organizations.flatMap((organization) => [
    { ...organizationNameKey(organization.name), ...organization },
    { ...organizationCodeKey(organization.code), ...organization },
    ...organizationWords(organization).map((word) => ({
      ...organizationWordKey(word, organization.code),
      ...organization,
    })),
  ]);
}

/**
 * Writes the partner organizations (puts only, so running it again changes nothing). The lead
 * calls it at local start and from the deploy-time seed.
 */
export async function seedOrganizations(
  organizations: readonly Organization[] = partnerOrganizations,
): Promise<{ written: number }> {
  const table = tableName('organizations');
  const items = organizationItems(organizations);
  for (let i = 0; i < items.length; i += 25) {
    let pending: WriteRequests = items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } }));
    for (let attempt = 0; pending.length > 0; attempt++) {
      if (attempt > 8)
        throw new Error('DynamoDB kept items unprocessed while seeding organizations');
      const out = await dynamo().send(
        new BatchWriteCommand({ RequestItems: { [table]: pending } }),
      );
      pending = out.UnprocessedItems?.[table] ?? [];
      if (pending.length) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
    }
  }
  return { written: items.length };
}
