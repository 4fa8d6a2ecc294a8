import { getKeyManager } from '../../../shared/api/applications-credentials-operations';
import { listApplications } from '../../applications/application-repository';
import { toCertificateItem } from '../../applications/client-certificates';
import { toSubscriptionItem } from '../../applications/to-items';
import { handleOperation } from '../../lib/operation-handler';

/**
 * The key manager (spec §7 `?category=apiKey|certificate`): every API key of the caller's
 * applications, masked, or every client certificate; one Query on the caller's partition.
 */
export const getKeyManagerHandler = handleOperation(getKeyManager, async ({ query, caller }) => {
  const applications = await listApplications(caller.email);
  if (query.category === 'certificate') {
    return {
      category: 'certificate' as const,
      certificates: applications.flatMap((entry) => entry.certificates.map(toCertificateItem)),
    };
  }
  return {
    category: 'apiKey' as const,
    apiKeys: applications.flatMap((entry) => entry.subscriptions.map(toSubscriptionItem)),
  };
});
