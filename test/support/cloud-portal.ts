import { inject } from 'vitest';
import type { PortalRef } from './portal-sign-in';

/** The integration suite's local portal, as the sign-in helpers need it. */
export function cloudPortal(): PortalRef {
  const { urls, identity } = inject('cloud');
  return {
    apiUrl: urls.portalApi,
    outboxUrl: urls.outbox,
    endpoint: identity.endpoint,
    userPoolId: identity.userPoolId,
    userPoolClientId: identity.userPoolClientId,
  };
}
