import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { localTableName, tables } from '../../lambdas/data/tables';
import type { ApplicationItem, SubscriptionItem } from '../../shared/api/applications-operations';
import type { ProductionRequest } from '../../shared/api/requests-production-operations';
import { registerPartner, uniqueEmail } from '../support/accounts';
import { cloudPortal } from '../support/cloud-portal';
import { callPortalApi } from '../support/portal-api';
import { signOutOfPortal } from '../support/portal-sign-in';
import { productionRequestForm } from '../support/production-request-form';
import {
  apiKeysNamed,
  appClientsNamed,
  clientCertificatesOf,
  expectWinners,
  race,
  usagePlansOfKey,
  usersWithEmail,
} from '../support/races';
import {
  adminToken,
  portalApi,
  subscribedPartner,
  type SubscribedPartner,
} from '../support/subscribed-partner';

/**
 * Everything the portal keeps once (or at most N times), created 50 times at the same moment
 * through the local gateway: exactly one wins, the others are refused with a reason, and one
 * record (and one key, app client or certificate) is there afterwards.
 */
let admin: string;
let partner: SubscribedPartner;
const run = Date.now().toString(36);
const covered: string[] = [];
const applicationPath = () => `/applications/${partner.applicationId}`;

beforeAll(async () => {
  admin = await adminToken();
  partner = await subscribedPartner('dup', admin);
});

afterAll(async () => {
  // Its rotated key and secret leave markers the other suites' sweeps would find: delete it all.
  if (partner) {
    expect((await portalApi('DELETE', applicationPath(), partner.token)).status).toBe(200);
  }
  console.info(
    `[duplicate-creates] ${covered.length} unique things covered: ${covered.join(', ')}`,
  );
  await partner?.signOut();
  if (admin) await signOutOfPortal(cloudPortal(), admin);
});

/** The e-mail claim of an ID token. */
function tokenEmail(token: string): string {
  const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    email?: string;
  };
  return claims.email ?? '';
}

async function queryContent(pk: string, skPrefix: string): Promise<number> {
  const db = DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint: inject('cloud').urls.dynamodb }),
  );
  try {
    const out = await db.send(
      new QueryCommand({
        TableName: localTableName('prod', tables.content),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
        ExpressionAttributeValues: { ':pk': pk, ':sk': skPrefix },
        ConsistentRead: true,
      }),
    );
    return out.Items?.length ?? 0;
  } finally {
    db.destroy();
  }
}

describe('50 simultaneous identical creates', () => {
  it('an application name per developer (any case)', async () => {
    const name = `Dup-App-${run}`;
    const answers = await race((i) =>
      portalApi('POST', '/applications', partner.token, {
        applicationName: i % 2 ? name : name.toUpperCase(),
        applicationDescription: 'Race',
      }),
    );
    expectWinners(answers);
    const list = await portalApi<{ items: ApplicationItem[] }>(
      'GET',
      '/applications',
      partner.token,
    );
    const same = list.body.items.filter(
      (a) => a.applicationName.toLowerCase() === name.toLowerCase(),
    );
    expect(same).toHaveLength(1);
    covered.push('application name');
  });

  it('a registration per e-mail: one account in the portal and one user in Cognito', async () => {
    const email = uniqueEmail('dup-register');
    const answers = await race(async (i) => {
      const response = await registerPartner(
        cloudPortal(),
        i % 2 ? email : email.toUpperCase(),
        'Partner#2026a',
      );
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    });
    expectWinners(answers);
    const users = await portalApi<{ items: { userEmailId: string }[] }>(
      'GET',
      `/admin/users?search=${encodeURIComponent(email)}`,
      admin,
    );
    expect(users.body.items.map((u) => u.userEmailId)).toEqual([email]);
    expect(await usersWithEmail(email)).toBe(1);
    covered.push('registration');
  });

  it('a stay-tuned address: answered once as new, 49 times as already subscribed', async () => {
    const email = uniqueEmail('dup-news');
    const answers = await race((i) =>
      callPortalApi<{ alreadySubscribed: boolean; message: string }>(
        cloudPortal(),
        'POST',
        '/content/stay-tuned',
        undefined,
        { email: i % 2 ? email : email.toUpperCase() },
      ),
    );
    // The spec's answer to a repeat is "already subscribed", not an error.
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(answers.filter((a) => !a.body.alreadySubscribed)).toHaveLength(1);
    expect(answers.filter((a) => a.body.message.includes('already subscribed'))).toHaveLength(49);
    expect(await queryContent('STAYTUNED', email)).toBe(1);
    covered.push('stay-tuned address');
  });

  it('a subscription of an application to a service: one record, one API key', async () => {
    const applicationName = `dup-sub-${run}`;
    const created = await portalApi<{ item: ApplicationItem }>(
      'POST',
      '/applications',
      partner.token,
      {
        applicationName,
        applicationDescription: 'Race',
      },
    );
    expect(created.status).toBe(200);
    const { applicationId } = created.body.item;
    const answers = await race(() =>
      portalApi('POST', '/applications/subscriptions', partner.token, {
        applicationName,
        usagePlan: 'Basic',
        category: 'General',
        service: partner.service,
      }),
    );
    expectWinners(answers);
    const detail = await portalApi<{ subscriptions: SubscriptionItem[] }>(
      'GET',
      `/applications/${applicationId}`,
      partner.token,
    );
    expect(detail.body.subscriptions).toHaveLength(1);
    expect(await apiKeysNamed(`${applicationId}.${partner.service}.sandbox`)).toHaveLength(1);
    covered.push('subscription');
  });

  it('a key rotation: one new key, the previous one kept, no third key', async () => {
    const answers = await race(() =>
      portalApi('POST', `${partner.subscriptionPath}/key/rotation`, partner.token),
    );
    expectWinners(answers);
    const keys = await apiKeysNamed(`${partner.applicationId}.${partner.service}.sandbox`);
    expect(keys).toHaveLength(2);
    covered.push('key rotation');
  });

  it('client credentials of an application: one app client', async () => {
    const path = `${applicationPath()}/client-credentials`;
    expectWinners(await race(() => portalApi('POST', path, partner.token)));
    const listed = await portalApi<{ item: { clientId: string } | null }>(
      'GET',
      path,
      partner.token,
    );
    expect(listed.body.item).not.toBeNull();
    expect(await appClientsNamed(`app-${partner.applicationId}`)).toBe(1);
    covered.push('client credentials');
  });

  it('a client secret rotation: one new secret', async () => {
    const path = `${applicationPath()}/client-credentials/rotation`;
    expectWinners(await race(() => portalApi('POST', path, partner.token)));
    covered.push('client secret rotation');
  });

  it('client certificates: at most two per application', async () => {
    const path = `${applicationPath()}/certificates`;
    expectWinners(await race(() => portalApi('POST', path, partner.token, {})), 2);
    expect(await clientCertificatesOf(partner.applicationId)).toBe(2);
    covered.push('client certificates (at most two)');
  });

  it('a category access request per user and category while pending, then one decision', async () => {
    const category = 'Partner';
    const asked = await race(() =>
      portalApi('POST', '/requests/category-access', partner.token, { category }),
    );
    expectWinners(asked);
    const access = await portalApi<{ items: { category: string; requestStatus: string }[] }>(
      'GET',
      '/users/me/category-access',
      partner.token,
    );
    expect(access.body.items.filter((item) => item.category === category)).toEqual([
      expect.objectContaining({ requestStatus: 'Pending' }),
    ]);
    const email = tokenEmail(partner.token);
    const decided = await race(() =>
      portalApi('POST', '/admin/access-requests/decision', admin, {
        email,
        category,
        decision: 'approve',
      }),
    );
    expectWinners(decided);
    covered.push('category access request', 'category access decision');
  });

  it('a production access request per application and service while pending, then one approval with one prod key', async () => {
    const asked = await race(() =>
      portalApi<ProductionRequest>(
        'POST',
        '/requests/production',
        partner.token,
        productionRequestForm(partner.subscription.applicationName, partner.service),
      ),
    );
    const [won] = expectWinners(asked);
    const mine = await portalApi<{ items: { uniqueId: string; status: string }[] }>(
      'GET',
      '/requests/production?limit=10',
      partner.token,
    );
    expect(mine.body.items.filter((item) => item.status === 'Pending')).toHaveLength(1);
    const uniqueId = won?.body.uniqueId ?? '';
    const decided = await race(() =>
      portalApi('POST', `/admin/production-requests/${uniqueId}/decision`, admin, {
        decision: 'approve',
      }),
    );
    expectWinners(decided);
    expect(await apiKeysNamed(`${partner.applicationId}.${partner.service}.prod`)).toHaveLength(1);
    covered.push('production access request', 'production approval');
  });
});

describe('simultaneous changes of one thing', () => {
  it('five plan changes of one subscription: each is made or refused (409), never a 500, the key in the one plan recorded', async () => {
    const applicationName = `dup-plan-${run}`;
    const created = await portalApi<{ item: ApplicationItem }>(
      'POST',
      '/applications',
      partner.token,
      { applicationName, applicationDescription: 'Plan race' },
    );
    expect(created.status).toBe(200);
    const { applicationId } = created.body.item;
    const subscribed = await portalApi('POST', '/applications/subscriptions', partner.token, {
      applicationName,
      usagePlan: 'Basic',
      category: 'General',
      service: partner.service,
    });
    expect(subscribed.status).toBe(200);
    const path = `/applications/${applicationId}/subscriptions/${partner.service}/sandbox/plan`;
    const tiers = ['Standard', 'Advanced', 'Premium', 'Standard', 'Advanced'];
    const answers = await Promise.all(
      tiers.map((usagePlan) =>
        portalApi<{ Item?: SubscriptionItem; message?: string }>('PUT', path, partner.token, {
          usagePlan,
        }),
      ),
    );
    // Five at once overlap, so most are refused; one that starts after another has finished is
    // a later change of its own and may be made too (a slow machine spreads them out).
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(1);
    for (const lost of answers.filter((answer) => answer.status === 409)) {
      expect(lost.body.message).toBe(
        'The subscription changed meanwhile; reload and change the plan again',
      );
    }
    const wonTiers = answers
      .filter((answer) => answer.status === 200)
      .map((answer) => answer.body.Item?.tier);
    const detail = await portalApi<{ subscriptions: SubscriptionItem[] }>(
      'GET',
      `/applications/${applicationId}`,
      partner.token,
    );
    const [subscription] = detail.body.subscriptions;
    expect(wonTiers).toContain(subscription?.tier);
    expect(await usagePlansOfKey(subscription?.apiKeyId ?? '')).toEqual([
      subscription?.usagePlanId,
    ]);
    expect(
      (await portalApi('DELETE', `/applications/${applicationId}`, partner.token)).status,
    ).toBe(200);
    covered.push('plan change');
  });
});
