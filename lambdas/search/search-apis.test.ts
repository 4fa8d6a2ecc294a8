import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { searchHitLimit } from '../../shared/api/docs-operations';
import { useTestEnvironment } from '../testing/test-environment';
import { searchApis } from './search-apis';
import { storedHit, testHit } from './testing/search-fixtures';

const ddb = mockClient(DynamoDBDocumentClient);
useTestEnvironment();
beforeEach(() => {
  ddb.reset();
  ddb.on(GetCommand).resolves({ Item: { pk: 'SEARCH', sk: 'CURRENT', generation: 'g7' } });
  ddb.on(QueryCommand).resolves({ Items: [] });
});

const queried = () => ddb.commandCalls(QueryCommand).map((call) => call.args[0].input);

describe('searchApis', () => {
  it("Queries the display-name and other-text partitions of the term's longest word, no Scan", async () => {
    await searchApis('get Vehicles');
    expect(queried()).toEqual([
      expect.objectContaining({
        TableName: 'marque-test-catalogue',
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :word)',
        ExpressionAttributeValues: { ':pk': 'SEARCH#g7#N#veh', ':word': 'vehicles' },
      }),
      expect.objectContaining({
        ExpressionAttributeValues: { ':pk': 'SEARCH#g7#T#veh', ':word': 'vehicles' },
      }),
    ]);
    expect(ddb.commandCalls(GetCommand)[0]?.args[0].input.Key).toEqual({
      pk: 'SEARCH',
      sk: 'CURRENT',
    });
  });

  it('keeps hits matching every word, display-name matches first, then word-start, then A-Z', async () => {
    const inName = testHit({ name: 'b', displayName: 'Vehicle status history' });
    const startsName = testHit({ name: 'a', displayName: 'Status of a vehicle' });
    const inText = testHit({ name: 'c', displayName: 'Doors', description: 'Vehicle door status' });
    const wrong = testHit({ name: 'd', displayName: 'Vehicle doors', description: 'Locks' });
    ddb
      .on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'SEARCH#g7#N#veh' } })
      .resolves({ Items: [inName, startsName, wrong].map(storedHit) })
      .on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'SEARCH#g7#T#veh' } })
      .resolves({ Items: [inText, inName].map(storedHit) });
    const hits = await searchApis('status vehicle');
    expect(hits.map((hit) => hit.name)).toEqual(['a', 'b', 'c']);
    expect(hits[0]).toEqual(startsName);
  });

  it('follows pages and answers at most searchHitLimit hits', async () => {
    const page = (from: number) =>
      Array.from({ length: 15 }, (_, i) =>
        storedHit(testHit({ name: `op${from + i}`, displayName: `Vehicle ${from + i}` })),
      );
    ddb
      .on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'SEARCH#g7#N#veh' } })
      .resolvesOnce({ Items: page(0), LastEvaluatedKey: { pk: 'x', sk: 'y' } })
      .resolvesOnce({ Items: page(15) });
    const hits = await searchApis('vehicle');
    expect(hits).toHaveLength(searchHitLimit);
    expect(hits[0]?.name).toBe('op0');
    expect(queried().filter((q) => q.ExclusiveStartKey)).toHaveLength(1);
  });

  it('answers nothing without an index or without a word of 3+ characters', async () => {
    expect(await searchApis('a b c')).toEqual([]);
    expect(ddb.commandCalls(GetCommand)).toHaveLength(0);
    ddb.on(GetCommand).resolves({});
    expect(await searchApis('vehicle')).toEqual([]);
    expect(queried()).toEqual([]);
  });
});
