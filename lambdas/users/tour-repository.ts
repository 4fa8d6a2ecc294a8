import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { tourPages, type TourPage } from '../../shared/tours';
import { dynamo } from '../clients/dynamo-client';
import { tableName } from '../data/table-name';
import { isConditionFailure } from '../data/update-expression';
import { NotFound } from '../lib/errors';
import { profileKey } from './user-keys';
import type { UserRecord } from './user-record';

/**
 * The tours a user has seen, in the order of `tourPages`. The home tour also counts as seen once
 * the first sign-in is over (`newuser` false): that flag is what marked it before tours had
 * flags of their own, and seeded accounts start without it.
 */
export function toursDone(record: Pick<UserRecord, 'toursDone' | 'newuser'>): TourPage[] {
  const done = record.toursDone ?? new Set<string>();
  return tourPages.filter((tour) => done.has(tour) || (tour === 'home' && !record.newuser));
}

/**
 * Marks a tour seen: the flag is added to the account's string set (DynamoDB ADD), so two tabs
 * finishing tours at once both keep theirs. The home tour also ends the first sign-in.
 * Answers the account as it now is; NotFound 'User not found' without one.
 */
export async function recordTourDone(email: string, tour: TourPage): Promise<UserRecord> {
  const endsFirstSignIn = tour === 'home';
  try {
    const out = await dynamo().send(
      new UpdateCommand({
        TableName: tableName('users'),
        Key: profileKey(email),
        UpdateExpression: `ADD toursDone :tour${endsFirstSignIn ? ' SET newuser = :false' : ''}`,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: {
          ':tour': new Set([tour]),
          ...(endsFirstSignIn ? { ':false': false } : {}),
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return out.Attributes as UserRecord;
  } catch (error) {
    if (isConditionFailure(error)) throw new NotFound('User not found');
    throw error;
  }
}
