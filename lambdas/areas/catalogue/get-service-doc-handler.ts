import { normaliseStatus } from '../../../shared/api-status';
import { getServiceDoc } from '../../../shared/api/catalogue-operations';
import { messages } from '../../../shared/messages';
import { getStoredDoc } from '../../catalogue/admin/definition-store';
import { getService } from '../../catalogue/catalogue-repository';
import { isPublished } from '../../catalogue/service-item';
import { NotFound } from '../../lib/errors';
import { handleOperation } from '../../lib/operation-handler';

/**
 * An uploaded version's documentation, with the service's versions and its APIs' statuses as
 * they are now (an admin may have changed them since the upload).
 */
export const getServiceDocHandler = handleOperation(getServiceDoc, async ({ params }) => {
  const stored = await getStoredDoc(params.service, params.version);
  const service = stored && (await getService(stored.category, params.service));
  if (!stored || !service || !isPublished(service)) throw new NotFound(messages.noSuchApi);
  const status = new Map(service.resources.map((r) => [r.name, r.apiStatus]));
  return {
    ...stored.doc,
    apiId: service.apiId,
    versions: service.versions,
    operations: stored.doc.operations.map((op) => ({
      ...op,
      apiStatus: normaliseStatus(status.get(op.name) ?? op.apiStatus),
    })),
  };
});
