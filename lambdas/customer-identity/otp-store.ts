import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { customerOtpRules } from '../../shared/customer-sign-in';
import { dynamo } from '../clients/dynamo-client';
import { tableName } from '../data/table-name';
import { unlessConditionFails } from '../data/update-expression';
import { otpKey } from './customer-keys';

/** The live OTP of a number: pk `CUSTOMER#<mobile>`, sk `OTP`; the OTP itself is never stored. */
export interface OtpRecord {
  otpHash: string;
  otpReference: string;
  tries: number;
  /** Epoch seconds. */
  sentAt: number;
  /** Epoch seconds; also the table's TTL. */
  expiresAt: number;
}

const table = () => tableName('customers');

export async function getOtp(mobile: string): Promise<OtpRecord | undefined> {
  const out = await dynamo().send(
    new GetCommand({ TableName: table(), Key: otpKey(mobile), ConsistentRead: true }),
  );
  return out.Item as OtpRecord | undefined;
}

/**
 * TTL deletes late, so an OTP is live by its time and its tries, not by being there. A dead
 * OTP answers like none at all.
 */
export function isLiveOtp(otp: OtpRecord | undefined, now: number): otp is OtpRecord {
  return otp !== undefined && otp.expiresAt > now && otp.tries < customerOtpRules.maxTries;
}

/**
 * Stores a new OTP unless one was sent less than the resend window ago (two sends racing: only
 * one stores). False when refused.
 */
export async function putOtp(mobile: string, otp: OtpRecord): Promise<boolean> {
  const stored = await unlessConditionFails(async () => {
    await dynamo().send(
      new PutCommand({
        TableName: table(),
        Item: { ...otpKey(mobile), ...otp },
        ConditionExpression: 'attribute_not_exists(pk) OR sentAt <= :cutoff',
        ExpressionAttributeValues: {
          ':cutoff': otp.sentAt - customerOtpRules.resendAfterSeconds,
        },
      }),
    );
    return true;
  });
  return stored ?? false;
}

/** Removes an OTP whose text could not be sent, so the customer may ask again at once. */
export async function dropOtp(mobile: string, otpHash: string): Promise<void> {
  await unlessConditionFails(() =>
    dynamo().send(
      new DeleteCommand({
        TableName: table(),
        Key: otpKey(mobile),
        ConditionExpression: 'otpHash = :hash',
        ExpressionAttributeValues: { ':hash': otpHash },
      }),
    ),
  );
}

/** The condition that the OTP read is still the stored one and still live. */
const stillLive = (otp: OtpRecord, now: number) => ({
  ConditionExpression: 'otpHash = :hash AND tries < :max AND expiresAt > :now',
  ExpressionAttributeValues: {
    ':hash': otp.otpHash,
    ':max': customerOtpRules.maxTries,
    ':now': now,
  },
});

/** Counts a wrong try on the OTP read; false when it was no longer live. */
export async function countWrongTry(mobile: string, otp: OtpRecord, now: number): Promise<boolean> {
  const live = stillLive(otp, now);
  const counted = await unlessConditionFails(async () => {
    await dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: otpKey(mobile),
        UpdateExpression: 'ADD tries :one',
        ConditionExpression: live.ConditionExpression,
        ExpressionAttributeValues: { ...live.ExpressionAttributeValues, ':one': 1 },
      }),
    );
    return true;
  });
  return counted ?? false;
}

/** Uses the OTP read up: deleted on condition it is still live, so it works once. */
export async function consumeOtp(mobile: string, otp: OtpRecord, now: number): Promise<boolean> {
  const consumed = await unlessConditionFails(async () => {
    await dynamo().send(
      new DeleteCommand({ TableName: table(), Key: otpKey(mobile), ...stillLive(otp, now) }),
    );
    return true;
  });
  return consumed ?? false;
}
