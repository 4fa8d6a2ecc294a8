import { getApiDefinitionHandler } from '../catalogue/get-api-definition-handler';
import { getCatalogueSummaryHandler } from '../catalogue/get-catalogue-summary-handler';
import { getServiceDetailHandler } from '../catalogue/get-service-detail-handler';
import { listCategoriesHandler } from '../catalogue/list-categories-handler';
import { listCategoryServicesHandler } from '../catalogue/list-category-services-handler';
import { createAreaRouter } from '../lib/area-router';

export const handler = createAreaRouter({
  listCategories: listCategoriesHandler,
  listCategoryServices: listCategoryServicesHandler,
  getServiceDetail: getServiceDetailHandler,
  getApiDefinition: getApiDefinitionHandler,
  getCatalogueSummary: getCatalogueSummaryHandler,
});
