import { DynamoDBDocumentClient, QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { getCategoryAccess } from '../../../shared/api/account-operations';
import { handler } from './account-area';
import { useTestEnvironment } from '../../testing/test-environment';
import {
  adminClaims,
  bodyOf,
  developerClaims,
  operationEvent,
} from '../../testing/operation-requests';

const ddb = mockClient(DynamoDBDocumentClient);
useTestEnvironment();
beforeEach(() => ddb.reset());

describe('getCategoryAccess', () => {
  it("answers the caller's access records from one Query on their own partition", async () => {
    ddb.on(QueryCommand).resolves({
      Items: [
        { category: 'OCR', requestStatus: 'Pending' },
        { category: 'Sales', requestStatus: 'Approved' },
      ],
    });
    const result = await handler(operationEvent(getCategoryAccess, { claims: developerClaims }));
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toEqual({
      items: [
        { category: 'OCR', requestStatus: 'Pending' },
        { category: 'Sales', requestStatus: 'Approved' },
      ],
    });
    expect(ddb.calls()).toHaveLength(1);
    expect(ddb.commandCalls(ScanCommand)).toHaveLength(0);
    const input = ddb.commandCalls(QueryCommand)[0]?.args[0].input;
    expect(input?.KeyConditionExpression).toBe('pk = :pk AND begins_with(sk, :prefix)');
    expect(input?.ExpressionAttributeValues).toEqual({
      ':pk': 'USER#dev@partner.example',
      ':prefix': 'ACCESS#',
    });
    expect(input?.TableName).toMatch(/users/);
  });

  it('is an empty list without records, and asks for the admin under their own e-mail', async () => {
    ddb.on(QueryCommand).resolves({});
    const result = await handler(operationEvent(getCategoryAccess, { claims: adminClaims }));
    expect(bodyOf(result)).toEqual({ items: [] });
    expect(
      ddb.commandCalls(QueryCommand)[0]?.args[0].input.ExpressionAttributeValues?.[':pk'],
    ).toBe('USER#admin@marque.local');
  });

  it('is 401 without a token and asks nothing of the table', async () => {
    expect((await handler(operationEvent(getCategoryAccess))).statusCode).toBe(401);
    expect(ddb.calls()).toHaveLength(0);
  });
});
