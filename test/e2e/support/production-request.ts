import { expect, type Page } from '@playwright/test';
import { callPortalApi } from '../../support/portal-api';
import { signInToPortal, signOutOfPortal } from '../../support/portal-sign-in';
import { portalOf } from './portal-ui';

export interface SandboxApplication {
  applicationName: string;
  /** The subscribed service's display name, as the form's Service select shows it. */
  serviceName: string;
}

/**
 * An application of `email` subscribed (Basic, sandbox) to the first General service, set up
 * through the API outside the browser (signed in and out again: one session per user).
 */
export async function sandboxApplication(
  page: Page,
  email: string,
  password: string,
): Promise<SandboxApplication> {
  const portal = await portalOf(page);
  const { idToken } = await signInToPortal(portal, email, password);
  try {
    const services = await callPortalApi<{ items: { service: string; apiName?: string }[] }>(
      portal,
      'GET',
      '/catalogue/categories/General/services',
      idToken,
    );
    const service = services.body.items[0]?.service;
    expect(service, 'a General service').toBeTruthy();
    const applicationName = `prod-${Date.now().toString(36)}`;
    const created = await callPortalApi(portal, 'POST', '/applications', idToken, {
      applicationName,
      applicationDescription: 'Production request journey',
    });
    expect(created.status).toBe(200);
    const subscribed = await callPortalApi(portal, 'POST', '/applications/subscriptions', idToken, {
      applicationName,
      usagePlan: 'Basic',
      category: 'General',
      service,
    });
    expect(subscribed.status).toBe(200);
    const list = await callPortalApi<{
      items: { applicationId: string; applicationName: string }[];
    }>(portal, 'GET', '/applications', idToken);
    const applicationId = list.body.items.find(
      (app) => app.applicationName === applicationName,
    )?.applicationId;
    const subscriptions = await callPortalApi<{
      subscriptions: { service: string; apiName: string }[];
    }>(portal, 'GET', `/applications/${applicationId}`, idToken);
    const serviceName = subscriptions.body.subscriptions.find(
      (item) => item.service === service,
    )?.apiName;
    if (!serviceName) throw new Error(`No subscription to ${service}`);
    return { applicationName, serviceName };
  } finally {
    await signOutOfPortal(portal, idToken);
  }
}
