import type { Operation } from './contract';
import * as account from './account-operations';
import * as admin from './admin-operations';
import * as adminAccounts from './admin-accounts-operations';
import * as adminCatalogue from './admin-catalogue-operations';
import * as adminInsights from './admin-insights-operations';
import * as applications from './applications-operations';
import * as applicationsCredentials from './applications-credentials-operations';
import * as auth from './auth-operations';
import * as catalogue from './catalogue-operations';
import * as content from './content-operations';
import * as docs from './docs-operations';
import * as notifications from './notifications-operations';
import * as requests from './requests-operations';
import * as requestsProduction from './requests-production-operations';

/** The operations among a contract module's exports (it also exports their schemas). */
type OperationsOf<M> = { [K in keyof M as M[K] extends Operation ? K : never]: M[K] };

function isOperation(value: unknown): value is Operation {
  return (
    typeof value === 'object' &&
    value !== null &&
    'area' in value &&
    'method' in value &&
    'path' in value &&
    'response' in value
  );
}

function operationsOf<M extends object>(module: M): OperationsOf<M> {
  return Object.fromEntries(
    Object.entries(module).filter(([, value]) => isOperation(value)),
  ) as OperationsOf<M>;
}

/**
 * Every operation of the portal API, gathered from the area contract files: an operation is
 * declared once, with its area, and the route table, the gateways and the web client follow.
 */
export const operations = {
  ...operationsOf(auth),
  ...operationsOf(account),
  ...operationsOf(catalogue),
  ...operationsOf(admin),
  ...operationsOf(adminAccounts),
  ...operationsOf(adminCatalogue),
  ...operationsOf(adminInsights),
  ...operationsOf(applications),
  ...operationsOf(applicationsCredentials),
  ...operationsOf(docs),
  ...operationsOf(requests),
  ...operationsOf(requestsProduction),
  ...operationsOf(content),
  ...operationsOf(notifications),
};

export type Operations = typeof operations;
export type OperationId = keyof Operations;

/** The ids of one area's operations. */
export type AreaOperationId<A extends Operation['area']> = {
  [K in OperationId]: Operations[K]['area'] extends A ? K : never;
}[OperationId];
