import { expect } from 'vitest';
import { portalApi } from '../subscribed-partner';
import type { DeveloperThings } from './developer-things';

/**
 * Everything of the developer's that another developer might have read or changed, as the
 * developer reads it: the application and its subscriptions, the key's value, the client
 * credentials, the certificates, the production request, the category access requests and the
 * usage. Two snapshots equal: nothing changed.
 */
export async function developerSnapshot(d: DeveloperThings): Promise<Record<string, unknown>> {
  const app = `/applications/${d.applicationId}`;
  const reads = {
    application: app,
    key: `${d.subscriptionPath}/key`,
    clientCredentials: `${app}/client-credentials`,
    certificates: '/keys?category=certificate',
    apiKeys: '/keys?category=apiKey',
    productionRequest: `/requests/production/${d.productionRequestId}`,
    categoryAccess: '/users/me/category-access',
    usage: `/usage?applicationId=${d.applicationId}`,
  };
  const snapshot: Record<string, unknown> = {};
  for (const [name, path] of Object.entries(reads)) {
    const answer = await portalApi('GET', path, d.token);
    expect(answer.status, `the developer reads ${name}`).toBe(200);
    snapshot[name] = answer.body;
  }
  return snapshot;
}
