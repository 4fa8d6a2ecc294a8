import {
  ConditionalCheckFailedException,
  TransactionCanceledException,
} from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  GetCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { Conflict, NotFound } from '../lib/errors';
import { useTestEnvironment } from '../testing/test-environment';
import { testUser } from '../testing/test-users';
import {
  countSignInAttempt,
  createUser,
  deleteUser,
  lockAccount,
  takeBackSignInAttempt,
  unlockAccount,
  updateExistingUser,
  updateUser,
} from './user-repository';
import { passwordExpiryDate } from './user-record';

const ddb = mockClient(DynamoDBDocumentClient);
useTestEnvironment();
beforeEach(() => ddb.reset());

const conditionFailed = () =>
  new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {} });
const key = { pk: 'USER#dev@partner.example', sk: 'PROFILE' };

describe('createUser', () => {
  it('writes the account (only if new) and a pending request per category given in one transaction', async () => {
    ddb.on(TransactWriteCommand).resolves({});
    const now = new Date('2026-02-01T00:00:00Z');
    await createUser(
      testUser({ categoriesRequested: ['Sales', 'General', 'OCR'] }),
      ['Sales', 'OCR'],
      now,
    );
    const items = ddb.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];
    expect(items[0]?.Put).toMatchObject({
      TableName: 'marque-test-users',
      Item: {
        ...key,
        email: 'dev@partner.example',
        userStatus: 'active',
        dirPk: 'USER',
        dirSk: 'dev@partner.example',
        orgPk: 'ORG#DECCAN WHEELS MOTORS',
        orgSk: 'dev@partner.example',
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
    const at = now.toISOString();
    const request = (category: string) => ({
      category,
      requestStatus: 'Pending',
      requestedAt: at,
      queueSk: `${at}#dev@partner.example#${category}`,
    });
    expect(items.slice(1).map((item) => item.Put?.Item)).toEqual([
      { pk: key.pk, sk: 'ACCESS#Sales', ...request('Sales') },
      {
        pk: 'ACCESSQ#Pending',
        sk: `${at}#dev@partner.example#Sales`,
        email: 'dev@partner.example',
        ...request('Sales'),
      },
      { pk: key.pk, sk: 'ACCESS#OCR', ...request('OCR') },
      {
        pk: 'ACCESSQ#Pending',
        sk: `${at}#dev@partner.example#OCR`,
        email: 'dev@partner.example',
        ...request('OCR'),
      },
    ]);
    expect(items[0]?.Put?.Item?.categoriesRequested).toEqual(['Sales', 'General', 'OCR']);
  });

  it('writes the account alone when no category needs approval', async () => {
    ddb.on(TransactWriteCommand).resolves({});
    await createUser(testUser({ categoriesRequested: ['General'] }), []);
    const items = ddb.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];
    expect(items.map((item) => item.Put?.Item?.sk)).toEqual(['PROFILE']);
  });

  it('is a Conflict "User already exists" when the e-mail has an account', async () => {
    ddb.on(TransactWriteCommand).rejects(
      new TransactionCanceledException({
        message: 'Transaction cancelled',
        $metadata: {},
        CancellationReasons: [{ Code: 'ConditionalCheckFailed' }, { Code: 'None' }],
      }),
    );
    const attempt = createUser(testUser(), ['Sales']);
    await expect(attempt).rejects.toBeInstanceOf(Conflict);
    await expect(createUser(testUser(), ['Sales'])).rejects.toThrow('User already exists');
  });
});

describe('deleteUser', () => {
  it('deletes the account, its access requests and their queue items', async () => {
    ddb.on(TransactWriteCommand).resolves({});
    await deleteUser('dev@partner.example', ['Sales'], '2026-02-01T00:00:00.000Z');
    const items = ddb.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];
    expect(items.map((item) => item.Delete?.Key)).toEqual([
      key,
      { pk: key.pk, sk: 'ACCESS#Sales' },
      { pk: 'ACCESSQ#Pending', sk: '2026-02-01T00:00:00.000Z#dev@partner.example#Sales' },
    ]);
  });
});

describe('countSignInAttempt', () => {
  it('adds one atomically and returns the new count', async () => {
    ddb.on(UpdateCommand).resolves({ Attributes: { failedAttempts: 2 } });
    expect(await countSignInAttempt('Dev@Partner.example')).toBe(2);
    const input = ddb.commandCalls(UpdateCommand)[0]?.args[0].input;
    expect(input).toMatchObject({
      Key: key,
      UpdateExpression: 'ADD failedAttempts :one',
      ConditionExpression: 'attribute_exists(pk)',
      ReturnValues: 'UPDATED_NEW',
    });
  });

  it('is undefined for an e-mail without an account', async () => {
    ddb.on(UpdateCommand).rejects(conditionFailed());
    expect(await countSignInAttempt('nobody@partner.example')).toBeUndefined();
  });
});

describe('takeBackSignInAttempt', () => {
  it('takes one off atomically, never below zero', async () => {
    ddb.on(UpdateCommand).resolves({});
    await takeBackSignInAttempt('Dev@Partner.example');
    expect(ddb.commandCalls(UpdateCommand)[0]?.args[0].input).toMatchObject({
      Key: key,
      UpdateExpression: 'ADD failedAttempts :minusOne',
      ConditionExpression: 'attribute_exists(pk) AND failedAttempts > :zero',
      ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0 },
    });
  });

  it('leaves a count already at zero (or no account) as it is', async () => {
    ddb.on(UpdateCommand).rejects(conditionFailed());
    await expect(takeBackSignInAttempt('dev@partner.example')).resolves.toBeUndefined();
  });
});

describe('lockAccount', () => {
  it('locks, remembering the status before; an already locked account is left alone', async () => {
    ddb.on(UpdateCommand).resolves({});
    await lockAccount('dev@partner.example');
    expect(ddb.commandCalls(UpdateCommand)[0]?.args[0].input).toMatchObject({
      UpdateExpression: 'SET statusBeforeLock = accountStatus, accountStatus = :locked',
      ConditionExpression: 'attribute_exists(pk) AND accountStatus <> :locked',
      ExpressionAttributeValues: { ':locked': 'locked' },
    });
    ddb.on(UpdateCommand).rejects(conditionFailed());
    await expect(lockAccount('dev@partner.example')).resolves.toBeUndefined();
  });
});

describe('unlockAccount', () => {
  it('gives a locked admin back "admin" and clears the failed attempts', async () => {
    ddb.on(GetCommand).resolves({
      Item: { ...key, ...testUser({ accountStatus: 'locked', statusBeforeLock: 'admin' }) },
    });
    ddb
      .on(UpdateCommand)
      .resolves({ Attributes: { ...key, ...testUser({ accountStatus: 'admin' }) } });
    await unlockAccount('dev@partner.example');
    const input = ddb.commandCalls(UpdateCommand)[0]?.args[0].input;
    expect(Object.values(input?.ExpressionAttributeValues ?? {})).toEqual(['admin', 0, 'locked']);
    expect(input?.ConditionExpression).toBe('attribute_exists(pk) AND (accountStatus = :seen)');
  });

  it('makes a locked user "active"', async () => {
    ddb.on(GetCommand).resolves({ Item: { ...key, ...testUser({ accountStatus: 'locked' }) } });
    ddb.on(UpdateCommand).resolves({ Attributes: { ...key, ...testUser() } });
    await unlockAccount('dev@partner.example');
    const values = ddb.commandCalls(UpdateCommand)[0]?.args[0].input.ExpressionAttributeValues;
    expect(Object.values(values ?? {})).toEqual(['active', 0, 'locked']);
  });

  it('is NotFound for an unknown user', async () => {
    ddb.on(GetCommand).resolves({});
    await expect(unlockAccount('nobody@partner.example')).rejects.toBeInstanceOf(NotFound);
  });
});

describe('updateUser', () => {
  it('sets the fields of an existing account and returns it without keys', async () => {
    ddb.on(UpdateCommand).resolves({ Attributes: { ...key, ...testUser({ newuser: false }) } });
    const record = await updateUser('dev@partner.example', { newuser: false });
    expect(record).toEqual(testUser({ newuser: false }));
    expect(ddb.commandCalls(UpdateCommand)[0]?.args[0].input).toMatchObject({
      UpdateExpression: 'SET #f0 = :f0',
      ExpressionAttributeNames: { '#f0': 'newuser' },
      ExpressionAttributeValues: { ':f0': false },
      ConditionExpression: 'attribute_exists(pk)',
    });
  });

  it('is undefined, or NotFound through updateExistingUser, when there is no account', async () => {
    ddb.on(UpdateCommand).rejects(conditionFailed());
    expect(await updateUser('nobody@partner.example', { newuser: false })).toBeUndefined();
    await expect(updateExistingUser('nobody@partner.example', {})).rejects.toThrow(
      'User not found',
    );
  });
});

describe('passwordExpiryDate', () => {
  it('is 60 days after the password was set', () => {
    expect(passwordExpiryDate('2026-01-01T00:00:00.000Z')).toBe('2026-03-02T00:00:00.000Z');
  });
});
