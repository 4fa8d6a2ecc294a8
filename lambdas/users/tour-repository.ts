import { UpdateCommand, type UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import { allTours, tourPages, type TourChoice, type TourPage } from '../../shared/tours';
import { dynamo } from '../clients/dynamo-client';
import { tableName } from '../data/table-name';
import { isConditionFailure } from '../data/update-expression';
import { NotFound } from '../lib/errors';
import { profileKey } from './user-keys';
import type { UserRecord } from './user-record';

/**
 * The tours a user has seen, in the order of `tourPages`. The home tour also counts as seen once
 * the first sign-in is over (`newuser` false): that flag is what marked it before tours had
 * flags of their own, and seeded accounts start without it. After 'Show the tours again'
 * (`toursRestarted`) only the flags count.
 */
export function toursDone(
  record: Pick<UserRecord, 'toursDone' | 'newuser' | 'toursRestarted'>,
): TourPage[] {
  const done = record.toursDone ?? new Set<string>();
  const homeByFirstSignIn = !record.newuser && !record.toursRestarted;
  return tourPages.filter((tour) => done.has(tour) || (tour === 'home' && homeByFirstSignIn));
}

async function updateAccount(
  email: string,
  update: Pick<UpdateCommandInput, 'UpdateExpression' | 'ExpressionAttributeValues'>,
): Promise<UserRecord> {
  try {
    const out = await dynamo().send(
      new UpdateCommand({
        TableName: tableName('users'),
        Key: profileKey(email),
        ...update,
        ConditionExpression: 'attribute_exists(pk)',
        ReturnValues: 'ALL_NEW',
      }),
    );
    return out.Attributes as UserRecord;
  } catch (error) {
    if (isConditionFailure(error)) throw new NotFound('User not found');
    throw error;
  }
}

/**
 * Marks a tour seen, or every tour (`all`, 'Skip all tours') in the same one write: the flags are
 * added to the account's string set (DynamoDB ADD), so two tabs finishing tours at once both keep
 * theirs. The home tour also ends the first sign-in. Answers the account as it now is; NotFound
 * 'User not found' without one.
 */
export async function recordTourDone(email: string, tour: TourChoice): Promise<UserRecord> {
  const tours: readonly TourPage[] = tour === allTours ? tourPages : [tour];
  const endsFirstSignIn = tours.includes('home');
  return updateAccount(email, {
    UpdateExpression: `ADD toursDone :tours${endsFirstSignIn ? ' SET newuser = :false' : ''}`,
    ExpressionAttributeValues: {
      ':tours': new Set(tours),
      ...(endsFirstSignIn ? { ':false': false } : {}),
    },
  });
}

/**
 * 'Show the tours again': removes every flag in one write, and `toursRestarted` keeps the home
 * tour from counting as seen by the first sign-in alone. `newuser` stays false: a restart is not
 * a first sign-in. NotFound 'User not found' without an account.
 */
export async function clearToursDone(email: string): Promise<UserRecord> {
  return updateAccount(email, {
    UpdateExpression: 'REMOVE toursDone SET toursRestarted = :true',
    ExpressionAttributeValues: { ':true': true },
  });
}
