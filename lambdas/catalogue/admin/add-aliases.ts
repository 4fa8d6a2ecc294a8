import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { ApiResource } from '../../../shared/domain/catalogue';
import { dynamo } from '../../clients/dynamo-client';
import { tableName } from '../../data/table-name';
import { isConditionFailure } from '../../data/update-expression';
import { logger } from '../../lib/logger';
import { aliasKey } from '../catalogue-keys';

/**
 * Lets an uploaded version's API names lead to their category, as the seed does for its own
 * (a name already taken keeps its category). Best effort: the next re-seed writes them anyway.
 */
export async function addAliases(
  category: string,
  resources: readonly ApiResource[],
): Promise<void> {
  const names = new Set(resources.flatMap((r) => [r.name, r.displayName]));
  for (const name of names) {
    try {
      await dynamo().send(
        new PutCommand({
          TableName: tableName('catalogue'),
          Item: { ...aliasKey(name), category },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
    } catch (error) {
      if (isConditionFailure(error)) continue;
      logger.warn('Could not add a catalogue alias', {
        name,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
}
