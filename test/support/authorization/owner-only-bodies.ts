import type { OperationId } from '../../../shared/api/operations';
import { productionRequestForm } from '../production-request-form';

/** What the valid bodies are made of: the developer's things, as another developer names them. */
export interface OwnedNames {
  applicationId: string;
  applicationName: string;
  service: string;
  apiId: string;
  getPath: string;
}

/**
 * For each operation on the developer's things that takes a body, one the schema accepts: the
 * change another developer would make if the server let them (a new operation of that kind
 * needs its entry here; the ownership test names any that has none).
 */
export function ownerOnlyBodies(n: OwnedNames): Partial<Record<OperationId, unknown>> {
  return {
    changePlan: { usagePlan: 'Standard' },
    generateCertificate: { description: 'not yours' },
    subscribe: {
      applicationName: n.applicationName,
      usagePlan: 'Standard',
      category: 'General',
      service: n.service,
    },
    tryOut: {
      apiId: n.apiId,
      stage: 'sandbox',
      method: 'GET',
      path: n.getPath,
      subscription: { applicationId: n.applicationId, service: n.service, stage: 'sandbox' },
    },
    resubmitProductionRequest: productionRequestForm(n.applicationName, n.service),
    revealProdKey: { code: '123456' },
    revealProdSubscriptionKey: { code: '123456' },
  };
}
