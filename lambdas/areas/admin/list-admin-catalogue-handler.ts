import { listAdminCatalogue } from '../../../shared/api/admin-catalogue-operations';
import { toAdminService } from '../../catalogue/admin/to-admin-service';
import { listCategories, listServices } from '../../catalogue/catalogue-repository';
import { handleOperation } from '../../lib/operation-handler';

/** Admin: every category's services, unpublished ones too (one Query per category). */
export const listAdminCatalogueHandler = handleOperation(listAdminCatalogue, async () => {
  const categories = await listCategories();
  const services = await Promise.all(categories.map((category) => listServices(category.name)));
  return {
    categories: categories.map((category, i) => ({
      name: category.name,
      services: (services[i] ?? []).map(toAdminService),
    })),
  };
});
