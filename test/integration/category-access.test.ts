import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { localTableName, tables } from '../../lambdas/data/tables';
import { accessRequestKey } from '../../lambdas/users/user-keys';
import { activate, registerPartner, uniqueEmail } from '../support/accounts';
import { cloudPortal } from '../support/cloud-portal';
import { callPortalApi } from '../support/portal-api';
import { signInToPortal, signOutOfPortal } from '../support/portal-sign-in';

interface AccessAnswer {
  items: { category: string; requestStatus: string }[];
}

const password = 'Partner#2026a';
const first = uniqueEmail('access-a');
const second = uniqueEmail('access-b');
const tokens: Record<'admin' | 'first' | 'second', string> = { admin: '', first: '', second: '' };

const accessOf = (token: string) =>
  callPortalApi<AccessAnswer>(cloudPortal(), 'GET', '/users/me/category-access', token);
const sorted = (answer: AccessAnswer) =>
  [...answer.items].sort((a, b) => a.category.localeCompare(b.category));

/** What an admin's approval writes (the approval screen comes with the requests area). */
async function approve(email: string, category: string): Promise<void> {
  const db = DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint: inject('cloud').urls.dynamodb }),
  );
  await db.send(
    new UpdateCommand({
      TableName: localTableName('prod', tables.users),
      Key: accessRequestKey(email, category),
      UpdateExpression: 'SET requestStatus = :approved',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':approved': 'Approved' },
    }),
  );
  db.destroy();
}

beforeAll(async () => {
  const portal = cloudPortal();
  const { admin } = inject('cloud').identity;
  tokens.admin = (await signInToPortal(portal, admin.email, admin.password)).idToken;
  for (const email of [first, second]) {
    expect((await registerPartner(portal, email, password)).status).toBe(200);
    expect((await activate(portal, tokens.admin, email)).status).toBe(200);
  }
  tokens.first = (await signInToPortal(portal, first, password)).idToken;
  tokens.second = (await signInToPortal(portal, second, password)).idToken;
});

afterAll(async () => {
  for (const token of Object.values(tokens)) {
    if (token) await signOutOfPortal(cloudPortal(), token);
  }
});

describe("GET /users/me/category-access: the caller's own access records", () => {
  it('is 401 without a token', async () => {
    expect((await callPortalApi(cloudPortal(), 'GET', '/users/me/category-access')).status).toBe(
      401,
    );
  });

  it('is empty for the seeded admin, who asked for nothing', async () => {
    const answer = await accessOf(tokens.admin);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ items: [] });
  });

  it('answers the Pending requests registration made for the categories asked for', async () => {
    const answer = await accessOf(tokens.first);
    expect(answer.status).toBe(200);
    expect(sorted(answer.body)).toEqual([
      { category: 'OCR', requestStatus: 'Pending' },
      { category: 'Sales', requestStatus: 'Pending' },
    ]);
  });

  it("shows an approval to its user only, never in another user's records", async () => {
    await approve(second, 'OCR');
    expect(sorted((await accessOf(tokens.second)).body)).toEqual([
      { category: 'OCR', requestStatus: 'Approved' },
      { category: 'Sales', requestStatus: 'Pending' },
    ]);
    expect(sorted((await accessOf(tokens.first)).body)).toEqual([
      { category: 'OCR', requestStatus: 'Pending' },
      { category: 'Sales', requestStatus: 'Pending' },
    ]);
    expect((await accessOf(tokens.admin)).body).toEqual({ items: [] });
  });
});
