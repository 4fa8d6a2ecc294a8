import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestEnvironment } from '../testing/test-environment';
import { sessionLengthSeconds } from '../users/session-repository';
import { testUser } from '../testing/test-users';
import { handler } from './post-authentication';
import { postAuthEvent } from '../testing/trigger-events';

const ddb = mockClient(DynamoDBDocumentClient);
useTestEnvironment();
beforeEach(() => ddb.reset());

describe('post-authentication', () => {
  it('clears the failed attempts and records a session of 75 minutes', async () => {
    ddb.on(UpdateCommand).resolves({ Attributes: { ...testUser() } });
    ddb.on(PutCommand).resolves({});
    const before = Math.floor(Date.now() / 1000);
    await handler(postAuthEvent());
    expect(ddb.commandCalls(UpdateCommand)[0]?.args[0].input).toMatchObject({
      Key: { pk: 'USER#dev@partner.example', sk: 'PROFILE' },
      ExpressionAttributeNames: { '#f0': 'failedAttempts' },
      ExpressionAttributeValues: { ':f0': 0 },
    });
    const item = ddb.commandCalls(PutCommand)[0]?.args[0].input.Item;
    expect(item).toMatchObject({ pk: 'USER#dev@partner.example', sk: 'SESSION' });
    expect(item?.expiresAt).toBeGreaterThanOrEqual(before + sessionLengthSeconds);
    expect(item?.expiresAt).toBeLessThanOrEqual(before + sessionLengthSeconds + 2);
  });

  it('records no session for a user without a portal record', async () => {
    ddb
      .on(UpdateCommand)
      .rejects(new ConditionalCheckFailedException({ message: 'x', $metadata: {} }));
    await handler(postAuthEvent());
    expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
  });
});
