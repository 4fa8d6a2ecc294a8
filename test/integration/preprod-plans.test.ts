import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { APIGatewayClient, GetApiKeysCommand } from '@aws-sdk/client-api-gateway';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offsetPorts } from '../../infra/local/ports';
import { startLocalCloud, type LocalCloud } from '../../infra/local/start-local-cloud';
import { activate, registerPartner, uniqueEmail } from '../support/accounts';
import { callPortalApi } from '../support/portal-api';
import { signInToPortal, signOutOfPortal, type PortalRef } from '../support/portal-sign-in';

/**
 * The preprod deployment (spec §9): its sandbox offers only Basic. A local cloud of its own,
 * stage `preprod`, on ports 150 above the suite's, so the area runs with the environment CDK
 * gives it on that deployment.
 */
let cloud: LocalCloud;
let portal: PortalRef;
let token: string;
const admin = { email: 'admin@marque.test', password: 'Marque#Admin2026' };

beforeAll(async () => {
  cloud = await startLocalCloud({
    ports: offsetPorts(Number(process.env.MARQUE_IT_PORTS_OFFSET ?? 300) + 150),
    stage: 'preprod',
    dataDir: mkdtempSync(join(tmpdir(), 'marque-it-preprod-')),
    fresh: true,
    admin,
    logLevel: 'warn',
  });
  portal = {
    apiUrl: cloud.urls.portalApi,
    outboxUrl: cloud.urls.outbox,
    endpoint: cloud.identity.endpoint,
    userPoolId: cloud.identity.userPoolId,
    userPoolClientId: cloud.identity.userPoolClientId,
  };
  const adminToken = (await signInToPortal(portal, admin.email, admin.password)).idToken;
  const email = uniqueEmail('preprod');
  expect((await registerPartner(portal, email, 'Partner#2026a')).status).toBe(200);
  expect((await activate(portal, adminToken, email)).status).toBe(200);
  await signOutOfPortal(portal, adminToken);
  token = (await signInToPortal(portal, email, 'Partner#2026a')).idToken;
}, 120_000);

afterAll(async () => {
  if (token) await signOutOfPortal(portal, token).catch(() => undefined);
  await cloud?.close();
});

describe('the preprod deployment', () => {
  it('tells the site it offers Basic only', () => {
    expect(cloud.siteConfig.stage).toBe('preprod');
  });

  it('subscribes under Basic and refuses every other tier, creating no key', async () => {
    const api = <T = Record<string, unknown>>(method: string, path: string, body?: unknown) =>
      callPortalApi<T>(portal, method, path, token, body);
    expect((await api('POST', '/applications', { applicationName: 'preprod-app' })).status).toBe(
      200,
    );
    const services = await api<{ items: { service: string }[] }>(
      'GET',
      '/catalogue/categories/General/services',
    );
    const [first, second] = services.body.items;
    for (const tier of ['Standard', 'Advanced', 'Premium']) {
      const refused = await api('POST', '/applications/subscriptions', {
        applicationName: 'preprod-app',
        usagePlan: tier,
        category: 'General',
        service: first!.service,
      });
      expect(refused.status, tier).toBe(400);
      expect(refused.body.message).toBe(`The ${tier} plan is not offered on this deployment`);
    }
    const basic = await api<{ Item: { tier: string; stage: string } }>(
      'POST',
      '/applications/subscriptions',
      {
        applicationName: 'preprod-app',
        usagePlan: 'Basic',
        category: 'General',
        service: second!.service,
      },
    );
    expect(basic.status).toBe(200);
    expect(basic.body.Item).toMatchObject({ tier: 'Basic', stage: 'sandbox' });
    const keys = await api<{ apiKeys: unknown[] }>('GET', '/keys?category=apiKey');
    expect(keys.body.apiKeys).toHaveLength(1);
    // In API Gateway too: the refusals made no key.
    const gateway = new APIGatewayClient({
      endpoint: cloud.urls.controlPlane,
      region: 'us-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      maxAttempts: 1,
    });
    expect((await gateway.send(new GetApiKeysCommand({ limit: 500 }))).items).toHaveLength(1);
  });
});
