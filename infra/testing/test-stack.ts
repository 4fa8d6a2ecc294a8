/** Shared by the CDK tests: a two-service catalogue and a stack synthesised without bundling. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { App } from 'aws-cdk-lib';
import type { CatalogueSource, ServiceSource } from '../catalogue/catalogue-source';
import type { Category } from '../../shared/domain/catalogue';
import { MarqueStack } from '../marque-stack';
import { parseStageConfig, stagesForUse } from '../stage-config';
import { testApp } from './test-app';
import { deployableContact } from '../../shared/testing/deployable-contact';

function service(slug: string, category: string, path: string): ServiceSource {
  const operationId = `get${slug.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())}`;
  return {
    service: slug,
    apiName: slug,
    description: `The ${slug} fixture service`,
    category,
    customPath: `/${slug}`,
    disableAuth: false,
    versions: ['v1'],
    openapi: {
      openapi: '3.0.3',
      info: { title: slug, version: 'v1' },
      paths: {
        [path]: {
          get: {
            operationId,
            summary: 'Read it',
            responses: {
              '200': {
                description: 'OK',
                content: { 'application/json': { example: { ok: true } } },
              },
            },
            'x-marque-status': 'active',
            'x-marque-authorizer': 'apiKey',
            'x-marque-generate-token': 'disabled',
          },
        },
      },
    },
    resources: [
      {
        name: operationId,
        displayName: 'Read it',
        description: 'Reads it',
        method: 'GET',
        path,
        version: 'v1',
        apiStatus: 'active',
        response: { '200': 'OK' },
        authorizerType: 'apiKey',
        generateTokenButton: 'disabled',
      },
    ],
  };
}

function category(
  name: string,
  services: ServiceSource[],
): Category & { services: ServiceSource[] } {
  return {
    name,
    description: `${name} APIs`,
    icon: name.toLowerCase(),
    redirectLink: `/documents?category=${name}`,
    sdkRequired: false,
    authorizationDisabled: false,
    subscribable: true,
    requestAccess: true,
    services,
  };
}

export const fixtureCatalogue: CatalogueSource = {
  categories: [
    category('Customer', [service('vehicle-status', 'Customer', '/v1/vehicles/{vin}/status')]),
    category('Partner', [service('dealer-locator', 'Partner', '/v1/dealers')]),
  ],
};

/**
 * The settings preprod and prod refuse to deploy without (stage-config's `settingsForUse`):
 * `makeTestStack` gives them to those stages unless the test's context sets them.
 */
export const deployableSettings = {
  sesFromAddress: 'no-reply@example.com',
  adminEmail: 'portal-admin@example.com',
  alarmEmail: 'ops@example.com',
  contact: deployableContact,
} as const;

/** The test's context, with `deployableSettings` under it on preprod and prod. */
export function deployableContext(context: Record<string, unknown>): Record<string, unknown> {
  const forUse = stagesForUse.some((stage) => stage === context.stage);
  return forUse ? { ...deployableSettings, ...context } : context;
}

export interface TestStackOptions {
  context?: Record<string, unknown>;
  catalogue?: CatalogueSource;
  /** Bundle the functions with esbuild (slow); off by default. */
  bundling?: boolean;
  siteAssetPath?: string;
  /** The app's folder; default the test process's (test-app.ts). */
  outdir?: string;
}

let stubBuild: string | undefined;

/**
 * A web build of one page, for the preprod and prod stacks of tests that name none: those stages
 * refuse to synthesise without one, and a test must not depend on `npm run build` having run.
 */
export function stubWebBuild(): string {
  if (!stubBuild) {
    stubBuild = mkdtempSync(join(tmpdir(), 'marque-test-dist-'));
    writeFileSync(join(stubBuild, 'index.html'), '<!doctype html><title>Marque</title>');
  }
  return stubBuild;
}

export function makeTestStack(options: TestStackOptions = {}): { app: App; stack: MarqueStack } {
  const context = deployableContext(options.context ?? {});
  const forUse = stagesForUse.some((stage) => stage === context.stage);
  const app = testApp({
    context: { ...(options.bundling ? {} : { 'aws:cdk:bundling-stacks': [] }), ...context },
    outdir: options.outdir,
  });
  const stack = new MarqueStack(app, 'Marque-test', {
    config: parseStageConfig(context),
    catalogue: options.catalogue ?? fixtureCatalogue,
    siteAssetPath: options.siteAssetPath ?? (forUse ? stubWebBuild() : undefined),
    env: { account: '123456789012', region: 'eu-west-1' },
  });
  return { app, stack };
}
