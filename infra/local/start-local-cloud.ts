import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { DeploymentStage } from '../../shared/plans';
import type { SiteConfig } from '../../shared/site-config';
import type { FunctionValues, LogLevel } from '../../lambdas/lib/function-environment';
import { loadCatalogue } from '../catalogue/read-catalogue';
import { toCatalogueSeed } from '../catalogue/to-catalogue-seed';
import { assertPortsFree } from './assert-ports-free';
import { createLocalTables, localTableNames } from './dynamodb/create-local-tables';
import { startDynamoDbLocal } from './dynamodb/start-dynamodb-local';
import type { LocalFunction } from './functions/local-function';
import { startJobTimers } from './functions/job-timers';
import {
  areaFunctions,
  jobFunctions,
  seedFunction,
  triggerEnvironment,
} from './functions/portal-functions';
import {
  backendsByService,
  customerTriggerFunction,
  demoCustomersSeedFunction,
  productBackendFunctions,
} from './functions/product-backend-functions';
import { localCatalogueIds } from './gateway/local-ids';
import { exemptAddressesFromEnvironment } from './gateway/client-limiter';
import { startLocalGateway } from './gateway/start-local-gateway';
import { customerPoolName } from './identity/seed-customer-pool';
import { seedIdentity, type IdentityConfig } from './identity/seed-identity';
import { startLocalIdentity } from './identity/start-local-identity';
import { customerPoolTriggers } from './identity/triggers/customer-triggers';
import { startTriggerFunctions } from './identity/triggers/trigger-functions';
import { localAwsEnvironment, localDeploymentId, localMailFrom } from './local-environment';
import { localQuotasFromEnvironment, type LocalQuotas } from './local-quotas';
import { localSiteConfig } from './local-site-config';
import { mailCaptchaAnswers } from './outbox/captcha-answers';
import { startOutbox } from './outbox/start-outbox';
import type { LocalPorts } from './ports';
import type { LocalSeedEvent, LocalSeedResult } from './seeds/seed-function';
import { seededPartner } from './seeds/seeded-partner';

export interface LocalCloudOptions {
  ports: LocalPorts;
  stage: DeploymentStage;
  /** Where state persists (DynamoDB's tables, the identity's pools, the gateway's keys). */
  dataDir: string;
  /** Start from nothing: removes dataDir first. */
  fresh?: boolean;
  /**
   * DynamoDB Local keeps its tables in memory, gone at close: for the test and bench clouds,
   * which start fresh. Its on-disk SQLite writes are about 9 times slower (a 127,000-item
   * search index: 185 s on disk, 21 s in memory, on this machine).
   */
  inMemory?: boolean;
  admin: { email: string; password: string };
  log?: (line: string) => void;
  /** The functions' LOG_LEVEL (default 'info', as deployed). */
  logLevel?: LogLevel;
  /** Local only: variables added to every area's environment (the bench's command counter). */
  areaVariables?: Readonly<Record<string, string>>;
  /** AWS's quotas lowered (or raised) for tests; over `MARQUE_LOCAL_QUOTA_*`, over AWS's values. */
  quotas?: LocalQuotas;
  /**
   * Client addresses the portal API's per-address limits let through; added to those of
   * `MARQUE_LOCAL_CLIENT_LIMITS_EXEMPT`. None by default, as in AWS.
   */
  clientLimitsExempt?: readonly string[];
}

export interface LocalCloud {
  urls: {
    portalApi: string;
    productApis: string;
    controlPlane: string;
    outbox: string;
    cognito: string;
    dynamodb: string;
  };
  identity: IdentityConfig;
  siteConfig: SiteConfig;
  close(): Promise<void>;
}

/** Runs a one-shot function, then stops it (a custom resource runs once per deploy). */
async function runOnce(fn: LocalFunction, event: unknown): Promise<unknown> {
  try {
    return await fn.invoke(event);
  } finally {
    await fn.close();
  }
}

async function runSeed(seed: LocalFunction, event: LocalSeedEvent): Promise<LocalSeedResult> {
  return (await runOnce(seed, event)) as LocalSeedResult;
}

/**
 * Starts every local stand-in, creates and seeds what the portal needs, in dependency order. Each
 * area, trigger and the seed run as local functions (worker threads), each with the environment
 * CDK would give it; an area's is computed once the user pool it names exists.
 */
export async function startLocalCloud(options: LocalCloudOptions): Promise<LocalCloud> {
  const { ports, stage } = options;
  const log = options.log ?? (() => undefined);
  await assertPortsFree({ ...ports, web: undefined });
  const quotas = { ...localQuotasFromEnvironment(process.env), ...options.quotas };
  // Region, fake credentials and endpoints: this process's SDK clients and every function's.
  const runtime = localAwsEnvironment(ports);
  Object.assign(process.env, runtime);
  if (options.fresh) rmSync(options.dataDir, { recursive: true, force: true });
  mkdirSync(options.dataDir, { recursive: true });

  const closers: (() => Promise<void>)[] = [];
  let closed = false;
  const close = async () => {
    closed = true;
    for (const closeOne of closers.reverse()) await closeOne().catch(() => undefined);
  };
  try {
    const values: FunctionValues = {
      stage,
      deployment: localDeploymentId(stage),
      tableNames: localTableNames(stage),
      mailFrom: localMailFrom,
      logLevel: options.logLevel,
    };
    // Cold starts while DynamoDB Local boots: loading a module touches no table; no function
    // is invoked before its tables exist. A trigger that does not load stops the start.
    const seed = seedFunction(runtime, values);
    closers.push(seed.close);
    void seed.load().catch(() => undefined); // its failure surfaces when it is invoked
    const triggersLoading = startTriggerFunctions({
      environment: triggerEnvironment(runtime, values),
    });
    const loadedTriggers = triggersLoading.catch(() => undefined); // the failure is awaited below
    closers.push(async () => (await loadedTriggers)?.close());
    const customerTrigger = customerTriggerFunction(runtime, values);
    closers.push(customerTrigger.close);
    const customerTriggersLoading = customerPoolTriggers(customerTrigger);
    customerTriggersLoading.catch(() => undefined); // awaited below, like the portal's triggers

    const dynamo = await startDynamoDbLocal({
      port: ports.dynamodb,
      dataDir: options.inMemory ? undefined : join(options.dataDir, 'dynamodb'),
    });
    closers.push(dynamo.close);
    log(`DynamoDB Local ready at ${dynamo.url}`);
    await createLocalTables(dynamo.url, stage);

    // The seeds need only the tables: they run while the rest starts.
    const catalogue = loadCatalogue();
    const ids = localCatalogueIds(catalogue);
    const seeding = runSeed(seed, {
      catalogue: toCatalogueSeed(catalogue, ids),
      adminEmail: options.admin.email,
    });
    seeding.catch(() => undefined); // awaited below; this only keeps an early failure handled

    const outbox = await startOutbox({ port: ports.outbox });
    closers.push(outbox.close);
    const triggerFunctions = await triggersLoading;
    const identityServer = await startLocalIdentity({
      port: ports.cognito,
      dataDir: join(options.dataDir, 'cognito'),
      outbox,
      triggers: triggerFunctions.triggers,
      poolTriggers: { [customerPoolName(stage)]: await customerTriggersLoading },
      quotas: { appClientsPerPool: quotas.appClientsPerPool },
    });
    closers.push(identityServer.close);
    const identity = await seedIdentity({
      endpoint: identityServer.url,
      poolName: `marque-${stage}`,
      admin: options.admin,
      partners: [seededPartner],
      customerPoolName: customerPoolName(stage),
    });
    const { customerPool, customerTokens } = identity;
    if (!customerPool || !customerTokens) throw new Error('The customer pool was not seeded');
    log(`Local identity ready at ${identityServer.url} (pool ${identity.userPoolId})`);

    // The customer pool exists: the product APIs' backends and the demo customers' seed.
    const backendValues = { ...values, customerPool };
    const backends = productBackendFunctions(runtime, backendValues);
    closers.push(async () => {
      await Promise.all(Object.values(backends).map((backend) => backend.close()));
    });
    for (const backend of Object.values(backends)) {
      backend.load().catch((error: unknown) => {
        const reason = error instanceof Error ? error.message : String(error);
        if (!closed) log(`${backend.name} did not load: ${reason}`);
      });
    }
    const demoCustomers = runOnce(demoCustomersSeedFunction(runtime, backendValues), {});
    demoCustomers.catch(() => undefined); // awaited below

    // The pool exists: every area's environment is known, and no area ran before this.
    const areas = areaFunctions(
      { ...runtime, ...options.areaVariables },
      {
        ...values,
        userPool: { id: identity.userPoolId, clientId: identity.userPoolClientId },
        // The gateway starts after the areas, on this port (assertPortsFree checked it).
        productApiUrl: `http://127.0.0.1:${ports.productApis}/{apiId}/{stage}`,
      },
    );
    closers.push(async () => {
      await Promise.all(Object.values(areas).map((area) => area.close()));
    });
    // Warmed, not awaited: an area that does not load fails only its own routes (502).
    for (const area of Object.values(areas)) {
      area.load().catch((error: unknown) => {
        const reason = error instanceof Error ? error.message : String(error);
        if (!closed) log(`${area.name} did not load: ${reason}`);
      });
    }
    const captchaReader = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: dynamo.url }));
    closers.push(async () => captchaReader.destroy());
    const gateway = await startLocalGateway({
      ports: {
        portalApi: ports.portalApi,
        productApis: ports.productApis,
        controlPlane: ports.controlPlane,
      },
      catalogue,
      ids,
      auth: {
        issuer: identity.issuer,
        audience: identity.userPoolClientId,
        jwksUri: identity.jwksUri,
        jwks: identity.jwks,
      },
      customerAuth: customerTokens,
      dataDir: join(options.dataDir, 'gateway'),
      quotas,
      // Where bin/local.ts serves the site (prod build or Vite): the origin mails link to.
      portalOrigin: `http://127.0.0.1:${ports.web}`,
      clientLimitsExempt: [
        ...exemptAddressesFromEnvironment(process.env),
        ...(options.clientLimitsExempt ?? []),
      ],
      invokeArea: (area, event) => areas[area].invoke(event),
      productBackends: backendsByService(backends),
      // Local only: each captcha's answer goes to the outbox, for scripts and browser tests.
      afterIntegration: mailCaptchaAnswers({
        dynamo: captchaReader,
        challengesTable: values.tableNames.challenges,
        outbox,
      }),
    });
    closers.push(gateway.close);
    // EventBridge's rules (the expired-keys sweeper): a timer, every minute locally.
    closers.push(
      startJobTimers(
        jobFunctions(runtime, { ...values, userPool: { id: identity.userPoolId } }),
        log,
      ),
    );
    const seeded = await seeding;
    await demoCustomers;
    log(
      `Catalogue seeded: ${catalogue.categories.length} categories; admin record ${seeded.admin}; ` +
        `partner record ${seeded.partner}`,
    );

    const siteConfig = localSiteConfig({
      stage,
      identity,
      userPoolEndpoint: identityServer.url,
      portalApi: gateway.urls.portalApi,
      productApis: gateway.urls.productApis,
      outbox: outbox.url,
    });

    return {
      urls: {
        ...gateway.urls,
        outbox: outbox.url,
        cognito: identityServer.url,
        dynamodb: dynamo.url,
      },
      identity,
      siteConfig,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
