import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestEnvironment } from '../testing/test-environment';
import { categoriesNeedingApproval } from './categories-needing-approval';

const ddb = mockClient(DynamoDBDocumentClient);
useTestEnvironment();

function catalogueHolds(categories: Record<string, boolean>) {
  ddb.on(GetCommand).resolves({});
  for (const [name, requestAccess] of Object.entries(categories)) {
    ddb
      .on(GetCommand, { Key: { pk: 'CATEGORY', sk: name } })
      .resolves({ Item: { pk: 'CATEGORY', sk: name, name, requestAccess } });
  }
}

beforeEach(() => ddb.reset());

describe('categoriesNeedingApproval', () => {
  it('leaves out the categories open to every partner, keeping the order asked', async () => {
    catalogueHolds({ General: false, OCR: true, Sales: true });
    expect(await categoriesNeedingApproval(['Sales', 'General', 'OCR'])).toEqual(['Sales', 'OCR']);
    expect(await categoriesNeedingApproval(['General'])).toEqual([]);
  });

  it('keeps a category the catalogue does not hold: only an admin can grant it', async () => {
    catalogueHolds({ General: false });
    expect(await categoriesNeedingApproval(['Partner', 'General'])).toEqual(['Partner']);
  });
});
