import { getCatalogueSummary } from '../../../shared/api/admin-operations';
import { normaliseStatus } from '../../../shared/api-status';
import { handleOperation } from '../../lib/operation-handler';
import * as repository from '../../catalogue/catalogue-repository';

export const getCatalogueSummaryHandler = handleOperation(getCatalogueSummary, async () => {
  const categories = await repository.listCategories();
  const services = (
    await Promise.all(categories.map((c) => repository.listServices(c.name)))
  ).flat();
  const apisByStatus: Record<string, number> = {};
  let apis = 0;
  for (const service of services) {
    for (const resource of service.resources) {
      const key = normaliseStatus(resource.apiStatus);
      apisByStatus[key] = (apisByStatus[key] ?? 0) + 1;
      apis++;
    }
  }
  return { categories: categories.length, services: services.length, apis, apisByStatus };
});
