import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationItem } from '../../shared/api/applications-operations';
import { activate, registerPartner, uniqueEmail } from '../support/accounts';
import { cloudPortal } from '../support/cloud-portal';
import { signInToPortal, signOutOfPortal } from '../support/portal-sign-in';
import { adminToken, portalApi } from '../support/subscribed-partner';

/** Application names (spec §5): the pattern, and unique per user in any case, under races too. */
let token: string;
const run = Date.now().toString(36);

beforeAll(async () => {
  const admin = await adminToken();
  const partner = { email: uniqueEmail('app-names'), password: 'Partner#2026a' };
  expect((await registerPartner(cloudPortal(), partner.email, partner.password)).status).toBe(200);
  expect((await activate(cloudPortal(), admin, partner.email)).status).toBe(200);
  await signOutOfPortal(cloudPortal(), admin);
  token = (await signInToPortal(cloudPortal(), partner.email, partner.password)).idToken;
});

afterAll(async () => {
  await signOutOfPortal(cloudPortal(), token);
});

const createApplication = (name: string) =>
  portalApi<{ item: ApplicationItem; message?: string }>('POST', '/applications', token, {
    applicationName: name,
    applicationDescription: 'Integration test application',
  });

async function listNames(): Promise<string[]> {
  const { body } = await portalApi<{ items: ApplicationItem[] }>('GET', '/applications', token);
  return body.items.map((item) => item.applicationName);
}

describe('applications', () => {
  it('creates one, refuses the same name in any case, deletes it and frees the name', async () => {
    const name = `Fleet-App-${run}`;
    const created = await createApplication(name);
    expect(created.status).toBe(200);
    expect(created.body.item).toMatchObject({
      applicationName: name,
      organization: 'VERMA FLEET SERVICES',
      subscriptionCount: 0,
    });
    expect(await listNames()).toContain(name);

    const duplicate = await createApplication(name.toLowerCase());
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toBe('Application name already exist');

    const invalid = await createApplication('fleet app!');
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe("only alphabets, number and '-' is allowed");

    const id = created.body.item.applicationId;
    expect((await portalApi('DELETE', `/applications/${id}`, token)).status).toBe(200);
    expect(await listNames()).not.toContain(name);
    expect((await portalApi('GET', `/applications/${id}`, token)).status).toBe(404);
    expect((await createApplication(name.toUpperCase())).status).toBe(200);
  });

  it('of 50 simultaneous creates of one name, exactly one wins', async () => {
    const name = `Race-${run}`;
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => createApplication(i % 2 ? name : name.toLowerCase())),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const names = (await listNames()).filter((n) => n.toLowerCase() === name.toLowerCase());
    expect(names).toHaveLength(1);
  });
});
