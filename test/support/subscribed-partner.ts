import { expect, inject } from 'vitest';
import type { SubscriptionItem } from '../../shared/api/applications-operations';
import { activate, registerPartner, uniqueEmail } from './accounts';
import { cloudPortal } from './cloud-portal';
import { callPortalApi } from './portal-api';
import { signInToPortal, signOutOfPortal } from './portal-sign-in';
import { workerAdmin } from './worker-admin';

/** A signed-in partner whose new application is subscribed (Basic, sandbox) to a General service. */
export interface SubscribedPartner {
  token: string;
  applicationId: string;
  service: string;
  subscription: SubscriptionItem;
  key: string;
  /** `/applications/<id>/subscriptions/<service>/sandbox` */
  subscriptionPath: string;
  /** Calls a GET API of the subscribed service's sandbox with a key (no `x-api-key` without). */
  callProduct: (key?: string) => Promise<Response>;
  signOut: () => Promise<void>;
}

export const portalApi = <T = Record<string, unknown>>(
  method: string,
  path: string,
  token: string,
  body?: unknown,
) => callPortalApi<T>(cloudPortal(), method, path, token, body);

/** The worker's admin's ID token (sign out when done: one live session per user). */
export async function adminToken(): Promise<string> {
  const admin = workerAdmin();
  return (await signInToPortal(cloudPortal(), admin.email, admin.password)).idToken;
}

export async function subscribedPartner(prefix: string, admin: string): Promise<SubscribedPartner> {
  const partner = { email: uniqueEmail(prefix), password: 'Partner#2026a' };
  expect((await registerPartner(cloudPortal(), partner.email, partner.password)).status).toBe(200);
  expect((await activate(cloudPortal(), admin, partner.email)).status).toBe(200);
  const token = (await signInToPortal(cloudPortal(), partner.email, partner.password)).idToken;

  const services = await portalApi<{ items: { service: string; apiId: string }[] }>(
    'GET',
    '/catalogue/categories/General/services',
    token,
  );
  let found: { service: string; apiId: string; path: string } | undefined;
  for (const candidate of services.body.items) {
    const detail = await portalApi<{ apis: { method: string; path: string }[] }>(
      'GET',
      `/catalogue/categories/General/services/${candidate.service}`,
      token,
    );
    const getApi = detail.body.apis.find((a) => a.method === 'GET');
    if (getApi) {
      found = { ...candidate, path: getApi.path.replace(/\{[^}]+\}/g, 'TEST1234') };
      break;
    }
  }
  if (!found) throw new Error('No General service with a GET API');
  const { service, apiId, path } = found;

  const applicationName = `${prefix}-${Date.now().toString(36)}`;
  const created = await portalApi<{ item: { applicationId: string } }>(
    'POST',
    '/applications',
    token,
    { applicationName, applicationDescription: 'Integration test application' },
  );
  expect(created.status).toBe(200);
  const applicationId = created.body.item.applicationId;
  const subscribed = await portalApi<{ Item: SubscriptionItem }>(
    'POST',
    '/applications/subscriptions',
    token,
    { applicationName, usagePlan: 'Basic', category: 'General', service },
  );
  expect(subscribed.status).toBe(200);
  const subscriptionPath = `/applications/${applicationId}/subscriptions/${service}/sandbox`;
  const revealed = await portalApi<{ value: string }>('GET', `${subscriptionPath}/key`, token);
  expect(revealed.status).toBe(200);
  return {
    token,
    applicationId,
    service,
    subscription: subscribed.body.Item,
    key: revealed.body.value,
    subscriptionPath,
    callProduct: (key) =>
      fetch(`${inject('cloud').urls.productApis}/${apiId}/sandbox${path}`, {
        headers: key === undefined ? {} : { 'x-api-key': key },
      }),
    signOut: () => signOutOfPortal(cloudPortal(), token),
  };
}
