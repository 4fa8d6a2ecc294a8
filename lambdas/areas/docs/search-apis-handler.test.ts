import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { searchApis } from '../../../shared/api/docs-operations';
import { storedHit, testHit } from '../../search/testing/search-fixtures';
import { bodyOf, operationEvent } from '../../testing/operation-requests';
import { useTestEnvironment } from '../../testing/test-environment';
import { searchApisHandler } from './search-apis-handler';

const ddb = mockClient(DynamoDBDocumentClient);
useTestEnvironment();
beforeEach(() => {
  ddb.reset();
  ddb.on(GetCommand).resolves({ Item: { generation: 'g1' } });
  ddb.on(QueryCommand).resolves({ Items: [] });
});

describe('searchApisHandler', () => {
  it('answers the hits of the index to a visitor', async () => {
    ddb
      .on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'SEARCH#g1#N#veh' } })
      .resolves({ Items: [storedHit(testHit())] });
    const result = await searchApisHandler(
      operationEvent(searchApis, { body: { search: ' Vehicle ' } }),
    );
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toEqual({ items: [testHit()] });
  });

  it("answers 400 'Search is invalid' below 3 characters, without reading the table", async () => {
    const result = await searchApisHandler(operationEvent(searchApis, { body: { search: 've' } }));
    expect(result.statusCode).toBe(400);
    expect(bodyOf(result).message).toBe('Search is invalid');
    expect(ddb.calls()).toHaveLength(0);
  });

  it('answers an empty list when nothing matches', async () => {
    const result = await searchApisHandler(operationEvent(searchApis, { body: { search: 'zzz' } }));
    expect(bodyOf(result)).toEqual({ items: [] });
  });
});
