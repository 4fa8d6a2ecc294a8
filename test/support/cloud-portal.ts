import { inject, type ProvidedContext } from 'vitest';
import type { PortalRef } from './portal-sign-in';

/** A local cloud's portal, as the sign-in helpers need it. */
export function portalOfCloud({ urls, identity }: ProvidedContext['cloud']): PortalRef {
  return {
    apiUrl: urls.portalApi,
    outboxUrl: urls.outbox,
    endpoint: identity.endpoint,
    userPoolId: identity.userPoolId,
    userPoolClientId: identity.userPoolClientId,
  };
}

/** The integration suite's local portal. */
export function cloudPortal(): PortalRef {
  return portalOfCloud(inject('cloud'));
}
