import type { Operation } from './contract';
import { getCurrentUser } from './account-operations';
import {
  getApiDefinition,
  getCatalogueSummary,
  getServiceDetail,
  listCategories,
  listCategoryServices,
} from './catalogue-operations';

/** Every operation of the portal API. Later areas add theirs here. */
export const operations = {
  listCategories,
  listCategoryServices,
  getServiceDetail,
  getApiDefinition,
  getCatalogueSummary,
  getCurrentUser,
} as const satisfies Record<string, Operation>;

export type OperationId = keyof typeof operations;
