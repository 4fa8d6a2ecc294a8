import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { searchOrganizations } from '../../../shared/api/auth-operations';
import { handler } from './auth-area';
import { useTestEnvironment } from '../../testing/test-environment';
import { bodyOf, operationEvent } from '../../testing/operation-requests';

const ddb = mockClient(DynamoDBDocumentClient);
useTestEnvironment();
beforeEach(() => ddb.reset());

describe('searchOrganizations', () => {
  it('answers the organizations found', async () => {
    ddb
      .on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'ORGWORD', ':prefix': 'KON' } })
      .resolves({ Items: [{ name: 'Konkan Car World', code: 'DLR1004' }] });
    const result = await handler(operationEvent(searchOrganizations, { query: { search: 'kon' } }));
    expect(bodyOf(result)).toEqual({ items: [{ name: 'Konkan Car World', code: 'DLR1004' }] });
  });

  it('needs 3 characters', async () => {
    const result = await handler(operationEvent(searchOrganizations, { query: { search: 'ko' } }));
    expect(result.statusCode).toBe(400);
    expect(ddb.calls()).toHaveLength(0);
  });
});
