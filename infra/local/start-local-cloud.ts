import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { DeploymentStage } from '../../shared/plans';
import type { SiteConfig } from '../../shared/site-config';
import { handler as seedCatalogue } from '../../lambdas/catalogue/seed-catalogue-handler';
import { seedOrganizations } from '../../lambdas/organizations/seed-organizations';
import { ensureUserRecord } from '../../lambdas/users/ensure-user-record';
import { loadCatalogue } from '../catalogue/read-catalogue';
import { toCatalogueSeed } from '../catalogue/to-catalogue-seed';
import { assertPortsFree } from './assert-ports-free';
import { createLocalTables } from './dynamodb/create-local-tables';
import { startDynamoDbLocal } from './dynamodb/start-dynamodb-local';
import { localCatalogueIds } from './gateway/local-ids';
import { startLocalGateway } from './gateway/start-local-gateway';
import { seedIdentity, type IdentityConfig } from './identity/seed-identity';
import { startLocalIdentity } from './identity/start-local-identity';
import { loadTriggerModules } from './identity/triggers/load-trigger-modules';
import { identityEnvironment, localEnvironment } from './local-environment';
import { startOutbox } from './outbox/start-outbox';
import type { LocalPorts } from './ports';

export interface LocalCloudOptions {
  ports: LocalPorts;
  stage: DeploymentStage;
  /** Where state persists; in memory (DynamoDB) and a temp folder (identity) when absent. */
  dataDir: string;
  /** Start from nothing: removes dataDir first. */
  fresh?: boolean;
  admin: { email: string; password: string };
  log?: (line: string) => void;
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

/** Starts every local stand-in, creates and seeds what the portal needs, in dependency order. */
export async function startLocalCloud(options: LocalCloudOptions): Promise<LocalCloud> {
  const { ports, stage } = options;
  const log = options.log ?? (() => undefined);
  await assertPortsFree({ ...ports, web: undefined });
  // Region and fake credentials first: every SDK client below (and the handlers) reads them.
  Object.assign(process.env, localEnvironment(ports, stage));
  if (options.fresh) rmSync(options.dataDir, { recursive: true, force: true });
  mkdirSync(options.dataDir, { recursive: true });

  const closers: (() => Promise<void>)[] = [];
  const close = async () => {
    for (const closeOne of closers.reverse()) await closeOne().catch(() => undefined);
  };
  try {
    const dynamo = await startDynamoDbLocal({
      port: ports.dynamodb,
      dataDir: join(options.dataDir, 'dynamodb'),
    });
    closers.push(dynamo.close);
    log(`DynamoDB Local ready at ${dynamo.url}`);
    const tableEnv = await createLocalTables(dynamo.url, stage);
    Object.assign(process.env, localEnvironment(ports, stage, tableEnv));

    const outbox = await startOutbox({ port: ports.outbox });
    closers.push(outbox.close);
    // The Cognito triggers CDK deploys, called in-process; loaded once their environment (stage,
    // tables, mail) is set, as on Lambda. A trigger module that does not load stops the start.
    const triggers = await loadTriggerModules();
    const identityServer = await startLocalIdentity({
      port: ports.cognito,
      dataDir: join(options.dataDir, 'cognito'),
      outbox,
      triggers,
    });
    closers.push(identityServer.close);
    const identity = await seedIdentity({
      endpoint: identityServer.url,
      poolName: `marque-${stage}`,
      admin: options.admin,
    });
    // Before any sign-in, so before any trigger runs.
    Object.assign(process.env, identityEnvironment(identity));
    log(`Local identity ready at ${identityServer.url} (pool ${identity.userPoolId})`);

    const catalogue = loadCatalogue();
    const ids = localCatalogueIds(catalogue);
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
      dataDir: join(options.dataDir, 'gateway'),
    });
    closers.push(gateway.close);

    await seedCatalogue({
      RequestType: 'Create',
      ResourceProperties: {
        ServiceToken: 'local',
        Seed: JSON.stringify(toCatalogueSeed(catalogue, ids)),
      },
    } as unknown as Parameters<typeof seedCatalogue>[0]);
    log(`Catalogue seeded: ${catalogue.categories.length} categories`);
    await seedOrganizations();
    // The seeded admin exists in Cognito; the sign-in triggers also need its record.
    await ensureUserRecord({ email: identity.admin.email, accountStatus: 'admin' });

    const siteConfig: SiteConfig = {
      stage,
      region: identity.region,
      userPoolId: identity.userPoolId,
      userPoolClientId: identity.userPoolClientId,
      userPoolEndpoint: identityServer.url,
      apiUrl: gateway.urls.portalApi,
      productApiUrl: `${gateway.urls.productApis}/{apiId}/{stage}`,
      outboxUrl: outbox.url,
      local: true,
    };

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
