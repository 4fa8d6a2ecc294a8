import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { identityRules } from '../../shared/identity-rules';
import { dynamo } from '../clients/dynamo-client';
import { tableName } from '../data/table-name';
import { unlessConditionFails } from '../data/update-expression';

const table = () => tableName('challenges');
/** A captcha's item in the challenges table. */
export const captchaKey = (id: string) => ({ pk: `CAPTCHA#${id}` });
/** The attribute holding the answer as drawn (the local cloud's tests read it from here). */
export const captchaAnswerAttribute = 'answer';
const epochSeconds = (now: Date) => Math.floor(now.getTime() / 1000);

/**
 * Answers are compared case-insensitively (several letters look alike in both cases in the
 * picture). Both sides are hashed first, so the comparison takes the same time whatever the
 * lengths; a captcha lives minutes and is used once, so keeping its answer in plain is no loss.
 */
const digest = (answer: string) =>
  createHash('sha256').update(answer.trim().toLowerCase()).digest();

function matches(answer: string, stored: unknown): boolean {
  if (typeof stored !== 'string') return false;
  return timingSafeEqual(digest(stored), digest(answer));
}

/** A new captcha id: 24 URL-safe characters, as the operations' `captchaId` pattern wants. */
export const newCaptchaId = () => randomBytes(18).toString('base64url');

/** Keeps a captcha's answer for identityRules.captchaTtlSeconds; returns its id. */
export async function storeCaptcha(answer: string, now: Date = new Date()): Promise<string> {
  const id = newCaptchaId();
  await dynamo().send(
    new PutCommand({
      TableName: table(),
      Item: {
        ...captchaKey(id),
        [captchaAnswerAttribute]: answer,
        checks: 0,
        expiresAt: epochSeconds(now) + identityRules.captchaTtlSeconds,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  return id;
}

/**
 * Whether `answer` is right, without using the captcha up. Each check counts; after
 * identityRules.captchaChecks checks, or once expired or used, every check is false.
 */
export async function checkCaptcha(
  id: string,
  answer: string,
  now: Date = new Date(),
): Promise<boolean> {
  const valid = await unlessConditionFails(async () => {
    const out = await dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: captchaKey(id),
        UpdateExpression: 'ADD checks :one',
        ConditionExpression: 'attribute_exists(pk) AND checks < :max AND expiresAt > :now',
        ExpressionAttributeValues: {
          ':one': 1,
          ':max': identityRules.captchaChecks,
          ':now': epochSeconds(now),
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return matches(answer, out.Attributes?.[captchaAnswerAttribute]);
  });
  return valid ?? false;
}

/** Uses the captcha up, whatever the answer; true only for the right answer in time. */
export async function consumeCaptcha(
  id: string,
  answer: string,
  now: Date = new Date(),
): Promise<boolean> {
  const out = await dynamo().send(
    new DeleteCommand({ TableName: table(), Key: captchaKey(id), ReturnValues: 'ALL_OLD' }),
  );
  const item = out.Attributes;
  if (!item || Number(item.expiresAt) <= epochSeconds(now)) return false;
  return matches(answer, item[captchaAnswerAttribute]);
}
