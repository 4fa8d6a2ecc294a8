import { uploadServiceDefinition } from '../../../shared/api/admin-catalogue-operations';
import { toAdminService } from '../../catalogue/admin/to-admin-service';
import { uploadDefinition } from '../../catalogue/admin/upload-definition';
import { handleOperation } from '../../lib/operation-handler';
import { portalOriginOf } from '../../lib/portal-origin';

export const uploadServiceDefinitionHandler = handleOperation(
  uploadServiceDefinition,
  async ({ params, body, caller, event }) => {
    const { added, service } = await uploadDefinition(
      params.category,
      params.service,
      params.version,
      body.definition,
      caller.email,
      portalOriginOf(event),
    );
    const message = added
      ? `${params.version} of ${service.apiName} is published. It is not on the product gateway until it is deployed.`
      : `${params.version} of ${service.apiName} is replaced.`;
    return { message, added, service: toAdminService(service) };
  },
);
