import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestEnvironment } from '../testing/test-environment';
import { getOrganizationByCode, searchOrganizations } from './organization-repository';

const ddb = mockClient(DynamoDBDocumentClient);
useTestEnvironment();
beforeEach(() => ddb.reset());

const deccan = { name: 'Deccan Wheels Motors', code: 'DLR1002' };
const dlr = { name: 'Aravali Auto Dealers Pvt Ltd', code: 'DLR1001' };
const ganga = { name: 'Ganga Motors Lucknow', code: 'DLR1003' };

describe('searchOrganizations', () => {
  it('queries the words by the longest searched word (no Scan) and keeps those with every word', async () => {
    ddb
      .on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'ORGWORD', ':prefix': 'MOTORS' } })
      .resolves({
        Items: [
          { pk: 'ORGWORD', sk: 'MOTORS#DLR1003', ...ganga },
          { pk: 'ORGWORD', sk: 'MOTORS#DLR1002', ...deccan },
        ],
      });
    expect(await searchOrganizations(' motors ')).toEqual([deccan, ganga]);
    expect(await searchOrganizations('motors dec')).toEqual([deccan]);
    const inputs = ddb.commandCalls(QueryCommand).map((call) => call.args[0].input);
    for (const input of inputs) {
      expect(input.TableName).toBe('marque-test-organizations');
      expect(input.KeyConditionExpression).toBe('pk = :pk AND begins_with(sk, :prefix)');
    }
  });

  it('reads further pages until enough are found', async () => {
    ddb
      .on(QueryCommand, { ExclusiveStartKey: undefined })
      .resolves({ Items: [deccan], LastEvaluatedKey: { pk: 'ORGWORD', sk: 'DLR1002#DLR1002' } })
      .on(QueryCommand, { ExclusiveStartKey: { pk: 'ORGWORD', sk: 'DLR1002#DLR1002' } })
      .resolves({ Items: [dlr] });
    expect(await searchOrganizations('dlr')).toEqual([dlr, deccan]);
    expect(ddb.commandCalls(QueryCommand)).toHaveLength(2);
  });

  it('searches nothing for text without a letter or digit', async () => {
    expect(await searchOrganizations(' -- ')).toEqual([]);
    expect(ddb.calls()).toHaveLength(0);
  });
});

describe('getOrganizationByCode', () => {
  it('reads the code item', async () => {
    ddb.on(GetCommand, { Key: { pk: 'ORGCODE', sk: 'DLR1002' } }).resolves({ Item: deccan });
    expect(await getOrganizationByCode('dlr1002')).toEqual(deccan);
    ddb.on(GetCommand).resolves({});
    expect(await getOrganizationByCode('NOPE')).toBeUndefined();
  });
});
