import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { completeTour, getTourProgress } from '../../../shared/api/account-operations';
import { handler } from './account-area';
import { useTestEnvironment } from '../../testing/test-environment';
import { bodyOf, developerClaims, operationEvent } from '../../testing/operation-requests';
import { testUser } from '../../testing/test-users';

const ddb = mockClient(DynamoDBDocumentClient);
useTestEnvironment();
beforeEach(() => ddb.reset());

const key = { pk: 'USER#dev@partner.example', sk: 'PROFILE' };
const progress = () => handler(operationEvent(getTourProgress, { claims: developerClaims }));
const complete = (tour: string) =>
  handler(operationEvent(completeTour, { params: { tour }, claims: developerClaims }));

describe('getTourProgress', () => {
  it('answers the tours done, in tour order', async () => {
    ddb.on(GetCommand, { Key: key }).resolves({
      Item: { ...key, ...testUser({ newuser: true, toursDone: new Set(['service', 'category']) }) },
    });
    const result = await progress();
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toEqual({ done: ['category', 'service'] });
  });

  it('counts the home tour as done once the first sign-in is over', async () => {
    ddb.on(GetCommand).resolves({ Item: { ...key, ...testUser({ newuser: false }) } });
    expect(bodyOf(await progress())).toEqual({ done: ['home'] });
  });

  it('is 404 without an account and 401 without a token', async () => {
    ddb.on(GetCommand).resolves({});
    expect((await progress()).statusCode).toBe(404);
    expect((await handler(operationEvent(getTourProgress))).statusCode).toBe(401);
  });
});

describe('completeTour', () => {
  it('adds the tour to the set atomically (ADD), so two tabs cannot lose a flag', async () => {
    ddb.on(UpdateCommand).resolves({
      Attributes: { ...key, ...testUser({ newuser: true, toursDone: new Set(['category']) }) },
    });
    const result = await complete('category');
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toEqual({ done: ['category'] });
    expect(ddb.commandCalls(UpdateCommand)[0]?.args[0].input).toMatchObject({
      Key: key,
      UpdateExpression: 'ADD toursDone :tour',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':tour': new Set(['category']) },
    });
  });

  it('ends the first sign-in with the home tour (newuser false)', async () => {
    ddb.on(UpdateCommand).resolves({
      Attributes: { ...key, ...testUser({ newuser: false, toursDone: new Set(['home']) }) },
    });
    expect(bodyOf(await complete('home'))).toEqual({ done: ['home'] });
    expect(ddb.commandCalls(UpdateCommand)[0]?.args[0].input).toMatchObject({
      UpdateExpression: 'ADD toursDone :tour SET newuser = :false',
      ExpressionAttributeValues: { ':tour': new Set(['home']), ':false': false },
    });
  });

  it('refuses a tour that does not exist (400) and is 404 without an account', async () => {
    const unknown = await complete('checkout');
    expect(unknown.statusCode).toBe(400);
    expect(bodyOf(unknown).message).toBe('No such tour');
    expect(ddb.calls()).toHaveLength(0);
    ddb
      .on(UpdateCommand)
      .rejects(new ConditionalCheckFailedException({ message: 'none', $metadata: {} }));
    expect((await complete('home')).statusCode).toBe(404);
  });
});
