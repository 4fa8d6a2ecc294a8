import type { DeploymentStage } from '../../shared/plans';
import { keyRotationOverlapHours } from '../../shared/key-rotation';
import { tables, type TableId } from '../data/tables';

/** What a function declares it uses: an area of `routes.ts`, a trigger of `trigger-table.ts`. */
export interface FunctionFlags {
  readonly tables: readonly TableId[];
  /** Calls Cognito's admin API: gets the pool's ids when the caller may name the pool. */
  readonly cognito?: boolean;
  /** Sends mail: gets the sender and the support mailbox. */
  readonly mail?: boolean;
  /** Rotates subscription keys: gets the overlap window. */
  readonly keyRotation?: boolean;
  /** Manages applications' app clients (client credentials): gets the pool's id. */
  readonly appClients?: boolean;
  /** Calls the maker's product APIs (the try-out relay): gets their URL template. */
  readonly productApis?: boolean;
  /** Signs customers in to the customer pool (Customer Authentication): gets its ids. */
  readonly customerPool?: boolean;
}

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

/** The concrete values of one deployment (CDK tokens in the stack, real names locally). */
export interface FunctionValues {
  readonly stage: DeploymentStage;
  /**
   * The deployment's id: the portal stack's name in AWS (`Marque-prod`), `Marque-local-<stage>`
   * locally. Every function gets it: what a deployment makes is tagged with it.
   */
  readonly deployment: string;
  /** Physical table names by table id. */
  readonly tableNames: Readonly<Record<TableId, string>>;
  readonly mailFrom: string;
  /** The stage's support address (`contact.supportEmail`); default the local one. */
  readonly supportMailbox?: string;
  /**
   * The user pool, for functions flagged `cognito` or `appClients`. Leave it out where the pool names the
   * function (a trigger): the function naming the pool back would make a dependency cycle.
   */
  readonly userPool?: { readonly id: string; readonly clientId?: string };
  /** The site's origin, for the portal API's areas (CORS headers of their answers). */
  readonly corsOrigin?: string;
  /** Default 'info'. */
  readonly logLevel?: LogLevel;
  /** For functions flagged `keyRotation`; default `keyRotationOverlapHours.default`. */
  readonly keyRotationOverlapHours?: number;
  /**
   * For functions flagged `productApis`: a product API stage's base URL with the placeholders
   * `{apiId}` and `{stage}` (execute-api in AWS, the local gateway's product port locally).
   */
  readonly productApiUrl?: string;
  /**
   * The customer pool (Customer Authentication's customers), for functions flagged
   * `customerPool`; left out for its own triggers, like `userPool`.
   */
  readonly customerPool?: { readonly id: string; readonly clientId: string };
}

/** The variables the handlers read (table names: `envVar` of each table in `data/tables.ts`). */
export const environmentVariables = {
  stage: 'MARQUE_STAGE',
  deployment: 'MARQUE_DEPLOYMENT',
  logLevel: 'LOG_LEVEL',
  mailFrom: 'MAIL_FROM',
  supportMailbox: 'SUPPORT_MAILBOX',
  userPoolId: 'USER_POOL_ID',
  userPoolClientId: 'USER_POOL_CLIENT_ID',
  corsOrigin: 'CORS_ORIGIN',
  keyRotationOverlapHours: 'KEY_ROTATION_OVERLAP_HOURS',
  productApiUrl: 'PRODUCT_API_URL',
  customerPoolId: 'CUSTOMER_POOL_ID',
  customerPoolClientId: 'CUSTOMER_POOL_CLIENT_ID',
} as const;

/**
 * A function's environment from its flags: the stage, deployment and log level, the names of
 * its own tables only, the mail sender if it mails, the pool if it calls Cognito. The same in
 * AWS and locally.
 */
export function functionEnvironment(
  flags: FunctionFlags,
  values: FunctionValues,
): Record<string, string> {
  const names = environmentVariables;
  const environment: Record<string, string> = {
    [names.stage]: values.stage,
    [names.deployment]: values.deployment,
    [names.logLevel]: values.logLevel ?? 'info',
  };
  for (const tableId of flags.tables) {
    environment[tables[tableId].envVar] = values.tableNames[tableId];
  }
  if (flags.mail) {
    environment[names.mailFrom] = values.mailFrom;
    if (values.supportMailbox) environment[names.supportMailbox] = values.supportMailbox;
  }
  if (flags.cognito && values.userPool) {
    environment[names.userPoolId] = values.userPool.id;
    if (values.userPool.clientId) environment[names.userPoolClientId] = values.userPool.clientId;
  }
  if (flags.appClients && values.userPool) environment[names.userPoolId] = values.userPool.id;
  if (values.corsOrigin) environment[names.corsOrigin] = values.corsOrigin;
  if (flags.keyRotation) {
    environment[names.keyRotationOverlapHours] = String(
      values.keyRotationOverlapHours ?? keyRotationOverlapHours.default,
    );
  }
  if (flags.productApis && values.productApiUrl) {
    environment[names.productApiUrl] = values.productApiUrl;
  }
  if (flags.customerPool && values.customerPool) {
    environment[names.customerPoolId] = values.customerPool.id;
    environment[names.customerPoolClientId] = values.customerPool.clientId;
  }
  return environment;
}

/**
 * The portal API stage variable naming the site's origin, the only one CORS lets read the
 * answers (lambdas/lib/http-response.ts). A stage variable, not the functions' environment: the
 * functions would otherwise depend on the CloudFront distribution, which depends (through its
 * CSP) on the product APIs, whose usage-plan policies depend on the functions' roles, a cycle
 * between the stacks. Locally CORS_ORIGIN stands in.
 */
export const corsOriginStageVariable = 'corsOrigin';

/**
 * The portal API stage variable naming the portal's own origin (`https://portal.example`), which
 * mails link to: the site's origin as the deployment knows it, a stage variable for the same
 * reason as `corsOriginStageVariable`. The local gateway sets it to the local site.
 */
export const portalOriginStageVariable = 'portalOrigin';
