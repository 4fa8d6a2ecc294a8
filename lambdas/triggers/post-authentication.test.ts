import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { authErrorText } from '../../shared/auth-errors';
import { useTestEnvironment } from '../testing/test-environment';
import { sessionLengthSeconds } from '../users/session-repository';
import { testUser } from '../testing/test-users';
import { handler } from './post-authentication';
import { postAuthEvent } from '../testing/trigger-events';

const ddb = mockClient(DynamoDBDocumentClient);
useTestEnvironment();
beforeEach(() => ddb.reset());

const conditionFailed = () => new ConditionalCheckFailedException({ message: 'x', $metadata: {} });

describe('post-authentication', () => {
  it('clears the failed attempts and records a session of 16 minutes, if none is live', async () => {
    ddb.on(UpdateCommand).resolves({ Attributes: { ...testUser() } });
    ddb.on(PutCommand).resolves({});
    const before = Math.floor(Date.now() / 1000);
    await handler(postAuthEvent());
    expect(ddb.commandCalls(UpdateCommand)[0]?.args[0].input).toMatchObject({
      Key: { pk: 'USER#dev@partner.example', sk: 'PROFILE' },
      ExpressionAttributeNames: { '#f0': 'failedAttempts' },
      ExpressionAttributeValues: { ':f0': 0 },
    });
    const input = ddb.commandCalls(PutCommand)[0]?.args[0].input;
    expect(input?.Item).toMatchObject({ pk: 'USER#dev@partner.example', sk: 'SESSION' });
    expect(input?.ConditionExpression).toBe('attribute_not_exists(pk) OR expiresAt <= :now');
    expect(sessionLengthSeconds).toBe(16 * 60);
    expect(input?.Item?.expiresAt).toBeGreaterThanOrEqual(before + sessionLengthSeconds);
    expect(input?.Item?.expiresAt).toBeLessThanOrEqual(before + sessionLengthSeconds + 2);
  });

  it('refuses the sign-in (ALREADY_LOGGED_IN) when another one got the session first', async () => {
    ddb.on(UpdateCommand).resolves({ Attributes: { ...testUser() } });
    ddb.on(PutCommand).rejects(conditionFailed());
    await expect(handler(postAuthEvent())).rejects.toThrow(authErrorText('ALREADY_LOGGED_IN'));
  });

  it('records no session for a user without a portal record', async () => {
    ddb.on(UpdateCommand).rejects(conditionFailed());
    await handler(postAuthEvent());
    expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
  });
});
