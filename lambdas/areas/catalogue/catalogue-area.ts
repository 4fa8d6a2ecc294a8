import { getApiDefinitionHandler } from './get-api-definition-handler';
import { getDocsOverlayHandler } from './get-docs-overlay-handler';
import { getServiceDocHandler } from './get-service-doc-handler';
import { getServiceDetailHandler } from './get-service-detail-handler';
import { listCategoriesHandler } from './list-categories-handler';
import { listCategoryServicesHandler } from './list-category-services-handler';
import { createAreaRouter } from '../../lib/area-router';

export const handler = createAreaRouter<'catalogue'>({
  listCategories: listCategoriesHandler,
  listCategoryServices: listCategoryServicesHandler,
  getServiceDetail: getServiceDetailHandler,
  getApiDefinition: getApiDefinitionHandler,
  getDocsOverlay: getDocsOverlayHandler,
  getServiceDoc: getServiceDocHandler,
});
