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

describe('searchOrganizations', () => {
  it('queries names and codes by upper-cased prefix (no Scan), merged and sorted by name', async () => {
    ddb
      .on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'ORG', ':prefix': 'DEC' } })
      .resolves({ Items: [{ pk: 'ORG', sk: 'DECCAN WHEELS MOTORS', ...deccan }] })
      .on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'ORGCODE', ':prefix': 'DEC' } })
      .resolves({ Items: [] });
    expect(await searchOrganizations(' dec ')).toEqual([deccan]);
    const inputs = ddb.commandCalls(QueryCommand).map((call) => call.args[0].input);
    expect(inputs).toHaveLength(2);
    for (const input of inputs) {
      expect(input.TableName).toBe('marque-test-organizations');
      expect(input.KeyConditionExpression).toBe('pk = :pk AND begins_with(sk, :prefix)');
    }
  });

  it('finds by code too, without listing an organization twice', async () => {
    ddb
      .on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'ORG', ':prefix': 'DLR' } })
      .resolves({ Items: [] })
      .on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'ORGCODE', ':prefix': 'DLR' } })
      .resolves({ Items: [deccan, dlr] });
    expect(await searchOrganizations('dlr')).toEqual([dlr, deccan]);
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
