import { getServiceDetail } from '../../../shared/api/catalogue-operations';
import { NotFound } from '../../lib/errors';
import { handleOperation } from '../../lib/operation-handler';
import * as repository from '../../catalogue/catalogue-repository';
import { isPublished } from '../../catalogue/service-item';
import { toServiceSummary } from '../../catalogue/to-service-summary';

export const getServiceDetailHandler = handleOperation(getServiceDetail, async ({ params }) => {
  const category = await repository.resolveCategory(params.category);
  if (!category) throw new NotFound(`No category named '${params.category}'`);
  const service = await repository.getService(category.name, params.service);
  if (!service || !isPublished(service))
    throw new NotFound(`No service '${params.service}' in ${category.name}`);
  return { category, service: toServiceSummary(service), apis: service.resources };
});
