import { getServiceDefinition } from '../../../shared/api/admin-catalogue-operations';
import { definitionFileName } from '../../../shared/openapi/validate-definition';
import { getDefinition } from '../../catalogue/admin/definition-store';
import { NotFound } from '../../lib/errors';
import { handleOperation } from '../../lib/operation-handler';

/** Admin: an uploaded definition as uploaded, to commit to infra/catalogue/services/<service>/. */
export const getServiceDefinitionHandler = handleOperation(
  getServiceDefinition,
  async ({ params }) => {
    const stored = await getDefinition(params.service, params.version);
    if (!stored || stored.category !== params.category) {
      throw new NotFound(
        `${params.version} of ${params.service} was not uploaded in the portal; its definition is in infra/catalogue`,
      );
    }
    return {
      category: stored.category,
      service: stored.service,
      version: stored.version,
      fileName: definitionFileName(stored.version),
      definition: stored.definition,
      uploadedBy: stored.uploadedBy,
      uploadedAt: stored.uploadedAt,
    };
  },
);
