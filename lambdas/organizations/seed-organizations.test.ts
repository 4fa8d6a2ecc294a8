import { BatchWriteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestEnvironment } from '../testing/test-environment';
import { partnerOrganizations } from './partner-organizations';
import { organizationItems, seedOrganizations } from './seed-organizations';

const ddb = mockClient(DynamoDBDocumentClient);
useTestEnvironment();
beforeEach(() => ddb.reset());

describe('partnerOrganizations', () => {
  it('has at least 15 organizations with unique codes and names', () => {
    expect(partnerOrganizations.length).toBeGreaterThanOrEqual(15);
    expect(new Set(partnerOrganizations.map((o) => o.code)).size).toBe(partnerOrganizations.length);
    expect(new Set(partnerOrganizations.map((o) => o.name.toUpperCase())).size).toBe(
      partnerOrganizations.length,
    );
  });
});

describe('organizationItems', () => {
  it('keeps each organization under its upper-cased name, its code and each of its words', () => {
    const konkan = { name: 'Konkan Car World', code: 'DLR1004' };
    expect(organizationItems([konkan])).toEqual([
      { pk: 'ORG', sk: 'KONKAN CAR WORLD', ...konkan },
      { pk: 'ORGCODE', sk: 'DLR1004', ...konkan },
      { pk: 'ORGWORD', sk: 'KONKAN#DLR1004', ...konkan },
      { pk: 'ORGWORD', sk: 'CAR#DLR1004', ...konkan },
      { pk: 'ORGWORD', sk: 'WORLD#DLR1004', ...konkan },
      { pk: 'ORGWORD', sk: 'DLR1004#DLR1004', ...konkan },
      { pk: 'ORGWORD', sk: '1004#DLR1004', ...konkan },
    ]);
  });
});

describe('seedOrganizations', () => {
  it('puts every item in batches of 25 (puts only, so it can run again)', async () => {
    ddb.on(BatchWriteCommand).resolves({});
    const result = await seedOrganizations();
    expect(result.written).toBe(organizationItems(partnerOrganizations).length);
    const batches = ddb
      .commandCalls(BatchWriteCommand)
      .map((call) => call.args[0].input.RequestItems?.['marque-test-organizations'] ?? []);
    expect(batches.every((batch) => batch.length <= 25)).toBe(true);
    expect(batches.flat()).toHaveLength(result.written);
    expect(batches.flat().every((request) => 'PutRequest' in request)).toBe(true);
  });

  it('writes again what DynamoDB left unprocessed', async () => {
    const left = [{ PutRequest: { Item: { pk: 'ORG', sk: 'X', name: 'X', code: 'X1' } } }];
    ddb
      .on(BatchWriteCommand)
      .resolvesOnce({ UnprocessedItems: { 'marque-test-organizations': left } })
      .resolves({});
    await seedOrganizations([{ name: 'X', code: 'X1' }]);
    const calls = ddb.commandCalls(BatchWriteCommand);
    expect(calls).toHaveLength(2);
    expect(calls[1]?.args[0].input.RequestItems?.['marque-test-organizations']).toEqual(left);
  });
});
