import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../clients/dynamo-client';
import { tableName } from '../../data/table-name';
import { applicationIndex, applicationIndexPk } from '../../applications/application-keys';
import type { ApplicationRecord } from '../../applications/application-record';

/** What the index projects of an application: the whole item (an ALL projection). */
export type IndexedApplication = Pick<
  ApplicationRecord,
  'applicationId' | 'applicationName' | 'owner' | 'organization' | 'createdAt'
>;

function toIndexed(item: Record<string, unknown>): IndexedApplication {
  return {
    applicationId: String(item.applicationId),
    applicationName: String(item.applicationName),
    owner: String(item.owner),
    organization: String(item.organization ?? ''),
    createdAt: String(item.createdAt),
  };
}

/**
 * Every application, newest first: the sparse `byApplication` index page by page (a Query, never
 * a Scan). Applications being deleted are left out.
 */
export async function listEveryApplication(): Promise<IndexedApplication[]> {
  const out: IndexedApplication[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: tableName('applications'),
        IndexName: applicationIndex,
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: { '#pk': 'appsPk' },
        ExpressionAttributeValues: { ':pk': applicationIndexPk },
        ScanIndexForward: false,
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) {
      if (item.deletingSince === undefined) out.push(toIndexed(item));
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return out;
}
