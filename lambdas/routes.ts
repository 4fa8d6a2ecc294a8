import type { Operation } from '../shared/api/contract';
import { operations } from '../shared/api/operations';
import type { TableId } from './data/tables';

/**
 * The portal API's route table: each operation bound to the area (one Lambda function) that
 * serves it. CDK builds API Gateway from it; the local gateway serves it. Holds no handler code,
 * so infra can read it without bundling handlers.
 */
export interface AreaDef {
  /** Module, relative to the repository root, exporting `handler` (an area router). */
  entry: string;
  tables: readonly TableId[];
  /** Whether the area calls the API Gateway control plane. */
  apiGateway: boolean;
  /** Whether the area calls Cognito's admin API (env USER_POOL_ID). */
  cognito?: boolean;
  /** Whether the area sends mail (SES; env MAIL_FROM). */
  mail?: boolean;
  /** Packages deployed as installed files beside the bundle, not bundled. */
  nodeModules?: readonly string[];
}

export const areas = {
  catalogue: {
    entry: 'lambdas/areas/catalogue-area.ts',
    tables: ['catalogue'],
    apiGateway: true,
  },
  account: {
    entry: 'lambdas/areas/account-area.ts',
    tables: ['users', 'challenges'],
    apiGateway: false,
    cognito: true,
    mail: true,
  },
  auth: {
    entry: 'lambdas/areas/auth-area.ts',
    tables: ['users', 'organizations', 'challenges'],
    apiGateway: false,
    cognito: true,
    mail: true,
    // svg-captcha reads its font file from disk when it loads.
    nodeModules: ['svg-captcha'],
  },
} as const satisfies Record<string, AreaDef>;

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
  { operation: operations.createCaptcha, area: 'auth' },
  { operation: operations.checkCaptcha, area: 'auth' },
  { operation: operations.searchOrganizations, area: 'auth' },
  { operation: operations.register, area: 'auth' },
  { operation: operations.startPasswordReset, area: 'auth' },
  { operation: operations.completePasswordReset, area: 'auth' },
  { operation: operations.changePassword, area: 'account' },
  { operation: operations.getSignInStatus, area: 'account' },
  { operation: operations.completeOnboarding, area: 'account' },
  { operation: operations.signOutEverywhere, area: 'account' },
  { operation: operations.getProfile, area: 'account' },
  { operation: operations.updateProfile, area: 'account' },
  { operation: operations.getFeedbackStatus, area: 'account' },
  { operation: operations.submitFeedback, area: 'account' },
  { operation: operations.activateUser, area: 'account' },
  { operation: operations.unlockUser, area: 'account' },
];

/** The route key an area router dispatches on: API Gateway's `httpMethod` and `resource`. */
export function routeKey(method: string, resource: string): string {
  return `${method.toUpperCase()} ${resource}`;
}
