import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestEnvironment } from '../testing/test-environment';
import { testUser } from '../testing/test-users';
import { handler, tokenClaims } from './pre-token-generation';
import { preTokenEvent } from '../testing/trigger-events';

const ddb = mockClient(DynamoDBDocumentClient);
useTestEnvironment();
beforeEach(() => {
  ddb.reset();
  ddb.on(UpdateCommand).resolves({});
});

describe('pre-token-generation', () => {
  it('adds the password expiry (set + 60 days) and the first-sign-in flag to the ID token', async () => {
    ddb.on(GetCommand).resolves({
      Item: testUser({ passwordChangedAt: '2026-01-01T00:00:00.000Z', newuser: true }),
    });
    const { response } = await handler(preTokenEvent());
    expect(response.claimsOverrideDetails.claimsToAddOrOverride).toEqual({
      [tokenClaims.passwordExpiresAt]: '2026-03-02T00:00:00.000Z',
      [tokenClaims.newuser]: 'true',
    });
    expect(tokenClaims).toEqual({
      passwordExpiresAt: 'marque:passwordExpiresAt',
      newuser: 'marque:newuser',
      sessionStartedAt: 'marque:sessionStartedAt',
    });
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it("names the live session the token belongs to (the post-authentication trigger's record)", async () => {
    const startedAt = '2026-11-25T10:00:00.000Z';
    const expiresAt = Math.floor(Date.now() / 1000) + 600;
    ddb.on(GetCommand).callsFake((input: { Key: { sk: string } }) => ({
      Item: input.Key.sk === 'SESSION' ? { startedAt, expiresAt } : testUser(),
    }));
    const { response } = await handler(preTokenEvent());
    expect(response.claimsOverrideDetails.claimsToAddOrOverride).toMatchObject({
      [tokenClaims.sessionStartedAt]: startedAt,
    });
    ddb.on(GetCommand).callsFake((input: { Key: { sk: string } }) => ({
      Item: input.Key.sk === 'SESSION' ? { startedAt, expiresAt: expiresAt - 1200 } : testUser(),
    }));
    const ended = await handler(preTokenEvent('TokenGeneration_RefreshTokens'));
    expect(ended.response.claimsOverrideDetails.claimsToAddOrOverride).not.toHaveProperty(
      tokenClaims.sessionStartedAt,
    );
  });

  it('keeps claims already there', async () => {
    ddb.on(GetCommand).resolves({ Item: testUser() });
    const event = preTokenEvent();
    event.response.claimsOverrideDetails = { claimsToAddOrOverride: { other: 'x' } };
    const { response } = await handler(event);
    expect(response.claimsOverrideDetails.claimsToAddOrOverride).toMatchObject({
      other: 'x',
      [tokenClaims.newuser]: 'false',
    });
  });

  it('extends a live session on a token refresh, never an ended one', async () => {
    ddb.on(GetCommand).resolves({ Item: testUser() });
    await handler(preTokenEvent('TokenGeneration_RefreshTokens'));
    expect(ddb.commandCalls(UpdateCommand)[0]?.args[0].input).toMatchObject({
      Key: { pk: 'USER#dev@partner.example', sk: 'SESSION' },
      ConditionExpression: 'attribute_exists(pk) AND expiresAt > :now',
    });
  });

  it('still issues tokens on a refresh whose session has ended', async () => {
    ddb.on(GetCommand).resolves({ Item: testUser() });
    ddb
      .on(UpdateCommand)
      .rejects(new ConditionalCheckFailedException({ message: 'ended', $metadata: {} }));
    const { response } = await handler(preTokenEvent('TokenGeneration_RefreshTokens'));
    expect(response.claimsOverrideDetails.claimsToAddOrOverride).toMatchObject({
      [tokenClaims.newuser]: 'false',
    });
  });

  it('adds nothing for a user without a portal record', async () => {
    ddb.on(GetCommand).resolves({});
    const { response } = await handler(preTokenEvent());
    expect(response.claimsOverrideDetails).toEqual({});
  });
});
