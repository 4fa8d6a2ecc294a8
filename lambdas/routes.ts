import type { AreaId } from '../shared/api/areas';
export type { AreaId } from '../shared/api/areas';
import type { Operation } from '../shared/api/contract';
import { operations } from '../shared/api/operations';
import type { TableId } from './data/tables';

/**
 * The portal API's route table: each operation bound to the area (one Lambda function) that
 * serves it. CDK builds API Gateway from it; the local gateway serves it. Holds no handler code,
 * so infra can read it without bundling handlers.
 */
export type ControlPlaneUse = 'exports' | 'keys' | 'readKeys' | 'suspendKeys';

export interface AreaDef {
  /** Module, relative to the repository root, exporting `handler` (an area router). */
  entry: string;
  tables: readonly TableId[];
  /**
   * What the area does with the API Gateway control plane, if anything: `exports` reads product
   * API definitions; `keys` manages subscription keys (API keys and their usage plans);
   * `readKeys` only reads a key's value (GetApiKey, the try-out relay); `suspendKeys` lists keys
   * and disables or enables them (a user's deactivation and activation). CDK
   * grants each only the actions it names.
   */
  apiGateway: false | ControlPlaneUse;
  /** Whether the area calls Cognito's admin API (env USER_POOL_ID). */
  cognito?: boolean;
  /** Whether the area sends mail (SES; env MAIL_FROM). */
  mail?: boolean;
  /** Whether the area rotates subscription keys and client secrets (env KEY_ROTATION_OVERLAP_HOURS). */
  keyRotation?: boolean;
  /** Whether the area manages applications' app clients (env USER_POOL_ID; no user admin). */
  appClients?: boolean;
  /** Whether the area calls the maker's product APIs (env PRODUCT_API_URL, the try-out relay). */
  productApis?: boolean;
  /** Whether the area reads usage (GetUsage on this stack's usage plans, nothing else). */
  readUsage?: boolean;
  /** Packages deployed as installed files beside the bundle, not bundled. */
  nodeModules?: readonly string[];
}

/** Each area of `shared/api/areas.ts` as a Lambda function: its router, tables and clients. */
export const areas = {
  auth: {
    entry: 'lambdas/areas/auth/auth-area.ts',
    // audit: a session takeover's entry; notifications: the admins' notice of a registration;
    // catalogue: registration files requests only for the categories that need approval.
    tables: ['users', 'organizations', 'challenges', 'audit', 'notifications', 'catalogue'],
    apiGateway: false,
    cognito: true,
    mail: true,
    // svg-captcha reads its font file from disk when it loads.
    nodeModules: ['svg-captcha'],
  },
  account: {
    entry: 'lambdas/areas/account/account-area.ts',
    tables: ['users', 'challenges'],
    apiGateway: false,
    cognito: true,
    mail: true,
  },
  catalogue: {
    entry: 'lambdas/areas/catalogue/catalogue-area.ts',
    tables: ['catalogue'],
    apiGateway: 'exports',
  },
  admin: {
    entry: 'lambdas/areas/admin/admin-area.ts',
    // organizations: the partner list; audit: each decision's entry and the log; applications
    // and catalogue: every application and the services' usage plans for insights and costs;
    // catalogue also: the admins' catalogue changes (publish, API status, uploaded definitions);
    // notifications: a service's subscribers are told of a new version or an API's status.
    tables: ['users', 'catalogue', 'organizations', 'audit', 'applications', 'notifications'],
    apiGateway: 'suspendKeys',
    readUsage: true,
    cognito: true,
    mail: true,
  },
  applications: {
    entry: 'lambdas/areas/applications/applications-area.ts',
    // users: the owner's organization and category access, and a prod key's reveal code;
    // catalogue: the services' usage plans; audit: each reveal of a prod key.
    tables: ['applications', 'users', 'catalogue', 'audit'],
    apiGateway: 'keys',
    keyRotation: true,
    appClients: true,
    // the code that reveals a prod key
    mail: true,
  },
  docs: {
    entry: 'lambdas/areas/docs/docs-area.ts',
    // catalogue: the search index and the product APIs; applications: the caller's subscription
    // keys; users: category access.
    tables: ['catalogue', 'applications', 'users'],
    apiGateway: 'readKeys',
    productApis: true,
  },
  requests: {
    entry: 'lambdas/areas/requests/requests-area.ts',
    // users: the requests and their queues; audit: each decision's entry; catalogue: which
    // categories ask for access, the services' usage plans; applications: the prod key's
    // subscription; organizations: the department and project lists.
    tables: ['users', 'audit', 'catalogue', 'applications', 'organizations'],
    // An approved production request gets its prod key.
    apiGateway: 'keys',
    mail: true,
  },
  content: {
    entry: 'lambdas/areas/content/content-area.ts',
    // audit: each admin change's entry, in the change's transaction; challenges: the captcha of
    // Send a query, whose query is mailed to the support mailbox.
    tables: ['content', 'audit', 'challenges', 'users'],
    apiGateway: false,
    mail: true,
  },
  notifications: {
    entry: 'lambdas/areas/notifications/notifications-area.ts',
    // users: every account (byDirectory) for notices to all; applications: a service's
    // subscribers (bySubscriber); catalogue: the service exists; audit: each send's entry.
    tables: ['notifications', 'users', 'applications', 'catalogue', 'audit'],
    apiGateway: false,
    mail: true,
  },
} as const satisfies Record<AreaId, AreaDef>;

/** A scheduled function (an EventBridge rule in AWS, a timer in the local cloud). */
export interface JobDef {
  entry: string;
  description: string;
  tables: readonly TableId[];
  everyMinutes: number;
  /** How often the local cloud's timer runs it, if not every minute (see infra/local/README.md). */
  localEveryMinutes?: number;
  /** Whether the job deletes client secrets (env USER_POOL_ID). */
  appClients?: boolean;
}

/**
 * The scheduled jobs. `expiredKeysSweeper` removes rotated keys and client secrets past their
 * overlap window, and once an hour its own deployment's keys no record names (orphans):
 * DeleteUsagePlanKey, GetApiKeys, DeleteApiKey (keys tagged with its deployment only) and
 * DeleteUserPoolClientSecret are the only control-plane calls it may make. `trendingBuilder` ranks yesterday's services by their calls;
 * GetUsage on this stack's usage plans is its only control-plane call.
 */
export const jobs = {
  expiredKeysSweeper: {
    entry: 'lambdas/jobs/expired-keys-sweeper.ts',
    description:
      'Marque: removes rotated API keys and client secrets past their overlap, and orphan keys',
    tables: ['applications'],
    everyMinutes: 15,
    appClients: true,
  },
  trendingBuilder: {
    entry: 'lambdas/jobs/trending-builder.ts',
    description:
      "Marque: ranks yesterday's services by their calls for the home page's trending strip",
    // catalogue: the services and their usage plans in, the day's ranking out.
    tables: ['catalogue'],
    everyMinutes: 1440,
    localEveryMinutes: 10,
  },
} as const satisfies Record<string, JobDef>;
export type JobId = keyof typeof jobs;

/**
 * A Lambda function behind the operations of one of the maker's product APIs (instead of the
 * mock answers from the OpenAPI examples): API Gateway calls it with a Lambda proxy event for
 * each operation of the service's OpenAPI file, on both stages, after the API key and the usage
 * plan have let the call through. `service` names the catalogue service
 * (`infra/catalogue/services/<service>/`).
 */
export interface ProductBackendDef {
  entry: string;
  description: string;
  service: string;
  tables: readonly TableId[];
  /** Signs customers in to the customer pool (env CUSTOMER_POOL_ID, CUSTOMER_POOL_CLIENT_ID). */
  customerPool?: boolean;
  /** Sends text messages (SNS Publish to a phone number). */
  sms?: boolean;
}

/**
 * The product APIs with a real backend. `customerIdentity` is Customer Authentication's
 * customer sign-in: OTPs by SMS, registration, reactivation, and the customer's tokens from
 * the customer pool, whose custom-auth trigger (`customerTriggers`) accepts only the one-time
 * proof this function leaves in the customers table.
 */
export const productBackends = {
  customerIdentity: {
    entry: 'lambdas/customer-identity/customer-identity-handler.ts',
    description: 'Marque: customer sign-in by mobile OTP for the Customer Authentication API',
    service: 'customer-authentication',
    tables: ['customers'],
    customerPool: true,
    sms: true,
  },
} as const satisfies Record<string, ProductBackendDef>;
export type ProductBackendId = keyof typeof productBackends;

/**
 * The customer pool's triggers: one module answers define, create and verify auth challenge
 * (CUSTOM_AUTH), so a customer gets tokens only with the proof the backend wrote.
 */
export const customerTriggers = {
  customerAuthChallenge: {
    entry: 'lambdas/customer-identity/customer-auth-challenge.ts',
    tables: ['customers'],
  },
} as const satisfies Record<string, { entry: string; tables: readonly TableId[] }>;

export interface RouteBinding {
  operation: Operation;
  area: AreaId;
}

/**
 * The route table, derived from the contract: every operation is served by the area it
 * declares, so a new operation needs only its contract entry and its handler.
 */
export const routes: readonly RouteBinding[] = Object.values(operations).map(
  (operation: Operation) => ({ operation, area: operation.area }),
);

/** The route key an area router dispatches on: API Gateway's `httpMethod` and `resource`. */
export function routeKey(method: string, resource: string): string {
  return `${method.toUpperCase()} ${resource}`;
}
