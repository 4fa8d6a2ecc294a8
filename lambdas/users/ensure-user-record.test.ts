import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestEnvironment } from '../testing/test-environment';
import { ensureUserRecord } from './ensure-user-record';

const ddb = mockClient(DynamoDBDocumentClient);
useTestEnvironment();
beforeEach(() => ddb.reset());

describe('ensureUserRecord', () => {
  it('creates an active record for a seeded admin', async () => {
    ddb.on(PutCommand).resolves({});
    const now = new Date('2026-03-01T00:00:00Z');
    const result = await ensureUserRecord(
      { email: 'Admin@Marque.local', accountStatus: 'admin' },
      now,
    );
    expect(result).toBe('created');
    const input = ddb.commandCalls(PutCommand)[0]?.args[0].input;
    expect(input?.ConditionExpression).toBe('attribute_not_exists(pk)');
    expect(input?.Item).toMatchObject({
      pk: 'USER#admin@marque.local',
      sk: 'PROFILE',
      email: 'admin@marque.local',
      // The sparse indexes the admin's user list reads.
      dirPk: 'USER',
      dirSk: 'admin@marque.local',
      orgPk: 'ORG#MARQUE',
      orgSk: 'admin@marque.local',
      accountStatus: 'admin',
      userStatus: 'active',
      failedAttempts: 0,
      newuser: false,
      passwordChangedAt: now.toISOString(),
    });
  });

  it('leaves an existing record as it is', async () => {
    ddb
      .on(PutCommand)
      .rejects(new ConditionalCheckFailedException({ message: 'x', $metadata: {} }));
    expect(await ensureUserRecord({ email: 'admin@marque.local' })).toBe('existing');
  });
});
