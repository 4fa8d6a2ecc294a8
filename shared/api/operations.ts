import type { Operation } from './contract';
import {
  getApiDefinition,
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
} as const satisfies Record<string, Operation>;

export type OperationId = keyof typeof operations;
