import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getFeedbackStatus,
  getProfile,
  getSignInStatus,
  submitFeedback,
  updateProfile,
} from '../../../shared/api/account-operations';
import { handler } from './account-area';
import { useTestEnvironment } from '../../testing/test-environment';
import { bodyOf, developerClaims, operationEvent } from '../../testing/operation-requests';
import { testUser } from '../../testing/test-users';

const ddb = mockClient(DynamoDBDocumentClient);
useTestEnvironment();
beforeEach(() => {
  ddb.reset();
  vi.useFakeTimers({ now: new Date('2026-02-20T00:00:00Z'), toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

const key = { pk: 'USER#dev@partner.example', sk: 'PROFILE' };
const asDeveloper = (op: Parameters<typeof operationEvent>[0], body?: unknown) =>
  handler(operationEvent(op, { body, claims: developerClaims }));
const conditionFailed = () => new ConditionalCheckFailedException({ message: 'no', $metadata: {} });

describe('getSignInStatus', () => {
  it("answers the spec's sign-in check from the account, with the password expiry", async () => {
    ddb.on(GetCommand, { Key: key }).resolves({
      Item: {
        ...key,
        ...testUser({ passwordChangedAt: '2026-01-01T00:00:00.000Z', newuser: true }),
      },
    });
    const result = await asDeveloper(getSignInStatus);
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toEqual({
      firstName: 'Asha',
      lastName: 'Rao',
      email: 'dev@partner.example',
      mobileNumber: '9876543210',
      company: 'DECCAN WHEELS MOTORS',
      newuser: true,
      accountStatus: 'active',
      userStatus: 'active',
      passwordExpiryDate: '2026-03-02T00:00:00.000Z',
      passwordExpiresInDays: 10,
      passwordChangedAt: '2026-01-01T00:00:00.000Z',
    });
  });

  it('is 404 without an account and 401 without a token', async () => {
    ddb.on(GetCommand).resolves({});
    expect((await asDeveloper(getSignInStatus)).statusCode).toBe(404);
    expect((await handler(operationEvent(getSignInStatus))).statusCode).toBe(401);
  });
});

describe('profile', () => {
  it("answers the caller's details", async () => {
    ddb.on(GetCommand).resolves({ Item: { ...key, ...testUser() } });
    expect(bodyOf(await asDeveloper(getProfile))).toEqual({
      email: 'dev@partner.example',
      firstName: 'Asha',
      lastName: 'Rao',
      mobileNumber: '9876543210',
      organization: 'DECCAN WHEELS MOTORS',
      employeeId: 'EMP42',
      passwordChangedAt: '2026-01-01T00:00:00.000Z',
      passwordExpiryDate: '2026-03-02T00:00:00.000Z',
    });
  });

  it('updates names and mobile only, never e-mail or organization', async () => {
    ddb.on(UpdateCommand).resolves({ Attributes: { ...key, ...testUser({ firstName: 'Meera' }) } });
    const result = await asDeveloper(updateProfile, {
      firstName: 'Meera',
      lastName: 'Rao',
      mobileNumber: '9123456780',
      email: 'evil@partner.example',
      organization: 'OTHER',
    });
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result).firstName).toBe('Meera');
    const names = ddb.commandCalls(UpdateCommand)[0]?.args[0].input.ExpressionAttributeNames;
    expect(Object.values(names ?? {})).toEqual(['firstName', 'lastName', 'mobileNumber']);
  });

  it('validates with the shared rules and is 404 without an account', async () => {
    const bad = await asDeveloper(updateProfile, {
      firstName: 'M3era',
      lastName: 'Rao',
      mobileNumber: '9123456780',
    });
    expect(bodyOf(bad).message).toBe('Allowed only alphabet');
    ddb.on(UpdateCommand).rejects(conditionFailed());
    const missing = await asDeveloper(updateProfile, {
      firstName: 'Meera',
      lastName: 'Rao',
      mobileNumber: '9123456780',
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('feedback', () => {
  const account = (createdAt: string) =>
    ddb.on(GetCommand).resolves({ Item: { ...key, ...testUser({ createdAt }) } });

  it('is pending for an account older than 7 days with no answer in 90 days', async () => {
    account('2026-02-01T00:00:00.000Z');
    ddb.on(QueryCommand).resolves({ Items: [] });
    expect(bodyOf(await asDeveloper(getFeedbackStatus))).toEqual({ pending: true });
    expect(
      ddb.commandCalls(QueryCommand)[0]?.args[0].input.ExpressionAttributeValues,
    ).toMatchObject({ ':from': 'FEEDBACK#2025-11-22T00:00:00.000Z' });
  });

  it('is not pending after a recent answer, nor in the first week', async () => {
    account('2026-02-01T00:00:00.000Z');
    ddb.on(QueryCommand).resolves({ Items: [{ sk: 'FEEDBACK#2026-02-10T00:00:00.000Z' }] });
    expect(bodyOf(await asDeveloper(getFeedbackStatus))).toEqual({ pending: false });
    account('2026-02-15T00:00:00.000Z');
    ddb.on(QueryCommand).resolves({ Items: [] });
    expect(bodyOf(await asDeveloper(getFeedbackStatus))).toEqual({ pending: false });
  });

  it('stores an answer', async () => {
    ddb.on(PutCommand).resolves({});
    const answer = { rating: 5, easeOfUse: 'very-easy', foundWhatNeeded: true, comments: 'Good' };
    expect((await asDeveloper(submitFeedback, answer)).statusCode).toBe(200);
    expect(ddb.commandCalls(PutCommand)[0]?.args[0].input.Item).toEqual({
      pk: key.pk,
      sk: 'FEEDBACK#2026-02-20T00:00:00.000Z',
      ...answer,
      submittedAt: '2026-02-20T00:00:00.000Z',
    });
  });

  it('refuses a rating out of range', async () => {
    const result = await asDeveloper(submitFeedback, {
      rating: 0,
      easeOfUse: 'easy',
      foundWhatNeeded: true,
    });
    expect(result.statusCode).toBe(400);
    expect(ddb.calls()).toHaveLength(0);
  });
});
