import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { completeTour, getTourProgress, resetTours } from '../../../shared/api/account-operations';
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
const reset = () => handler(operationEvent(resetTours, { claims: developerClaims }));
const everyTour = ['home', 'category', 'service', 'service-detail', 'documentation'];

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

  it('after Show the tours again, counts only the flags, not the first sign-in', async () => {
    ddb.on(GetCommand).resolves({
      Item: { ...key, ...testUser({ newuser: false, toursRestarted: true }) },
    });
    expect(bodyOf(await progress())).toEqual({ done: [] });
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
      UpdateExpression: 'ADD toursDone :tours',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':tours': new Set(['category']) },
    });
  });

  it('ends the first sign-in with the home tour (newuser false)', async () => {
    ddb.on(UpdateCommand).resolves({
      Attributes: { ...key, ...testUser({ newuser: false, toursDone: new Set(['home']) }) },
    });
    expect(bodyOf(await complete('home'))).toEqual({ done: ['home'] });
    expect(ddb.commandCalls(UpdateCommand)[0]?.args[0].input).toMatchObject({
      UpdateExpression: 'ADD toursDone :tours SET newuser = :false',
      ExpressionAttributeValues: { ':tours': new Set(['home']), ':false': false },
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

describe('completeTour all (Skip all tours)', () => {
  it('adds every tour in one write and ends the first sign-in', async () => {
    ddb.on(UpdateCommand).resolves({
      Attributes: { ...key, ...testUser({ newuser: false, toursDone: new Set(everyTour) }) },
    });
    const result = await complete('all');
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toEqual({ done: everyTour });
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(1);
    expect(ddb.commandCalls(UpdateCommand)[0]?.args[0].input).toMatchObject({
      Key: key,
      UpdateExpression: 'ADD toursDone :tours SET newuser = :false',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':tours': new Set(everyTour), ':false': false },
    });
  });

  it('is 404 without an account', async () => {
    ddb
      .on(UpdateCommand)
      .rejects(new ConditionalCheckFailedException({ message: 'none', $metadata: {} }));
    expect((await complete('all')).statusCode).toBe(404);
  });
});

describe('resetTours (Show the tours again)', () => {
  it('removes every flag in one write, so every tour is due again, home included', async () => {
    ddb.on(UpdateCommand).resolves({
      Attributes: { ...key, ...testUser({ newuser: false, toursRestarted: true }) },
    });
    const result = await reset();
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toEqual({ done: [] });
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(1);
    expect(ddb.commandCalls(UpdateCommand)[0]?.args[0].input).toMatchObject({
      Key: key,
      UpdateExpression: 'REMOVE toursDone SET toursRestarted = :true',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':true': true },
    });
  });

  it('is 404 without an account and 401 without a token', async () => {
    ddb
      .on(UpdateCommand)
      .rejects(new ConditionalCheckFailedException({ message: 'none', $metadata: {} }));
    expect((await reset()).statusCode).toBe(404);
    expect((await handler(operationEvent(resetTours))).statusCode).toBe(401);
  });
});
