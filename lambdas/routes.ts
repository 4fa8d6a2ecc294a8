import type { Operation } from '../shared/api/contract';
import { operations } from '../shared/api/operations';

/**
 * The portal API's route table: each operation bound to the area (one Lambda function) that
 * serves it. CDK builds API Gateway from it; the local gateway serves it. Holds no handler code,
 * so infra can read it without bundling handlers.
 */
export const areas = {
  catalogue: {
    /** Module, relative to the repository root, exporting `handler` (an area router). */
    entry: 'lambdas/areas/catalogue-area.ts',
    tables: ['catalogue'],
    /** Whether the area calls the API Gateway control plane. */
    apiGateway: true,
  },
  account: {
    entry: 'lambdas/areas/account-area.ts',
    tables: [],
    apiGateway: false,
  },
} as const;

export type AreaId = keyof typeof areas;

export interface RouteBinding {
  operation: Operation;
  area: AreaId;
}

export const routes: readonly RouteBinding[] = [
  { operation: operations.listCategories, area: 'catalogue' },
  { operation: operations.listCategoryServices, area: 'catalogue' },
  { operation: operations.getServiceDetail, area: 'catalogue' },
  { operation: operations.getApiDefinition, area: 'catalogue' },
  { operation: operations.getCatalogueSummary, area: 'catalogue' },
  { operation: operations.getCurrentUser, area: 'account' },
];

/** The route key an area router dispatches on: API Gateway's `httpMethod` and `resource`. */
export function routeKey(method: string, resource: string): string {
  return `${method.toUpperCase()} ${resource}`;
}
