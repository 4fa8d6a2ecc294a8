import { listCategoryServices } from '../../../shared/api/catalogue-operations';
import { NotFound } from '../../lib/errors';
import { handleOperation } from '../../lib/operation-handler';
import * as repository from '../../catalogue/catalogue-repository';
import { isPublished } from '../../catalogue/service-item';
import { toServiceSummary } from '../../catalogue/to-service-summary';

export const listCategoryServicesHandler = handleOperation(
  listCategoryServices,
  async ({ params }) => {
    const category = await repository.resolveCategory(params.category);
    if (!category) throw new NotFound(`No category or API named '${params.category}'`);
    const services = await repository.listServices(category.name);
    // Public routes carry no caller: unpublished services are hidden from everyone here, and
    // admins see them in the admin area's list.
    return { category, items: services.filter(isPublished).map(toServiceSummary) };
  },
);
