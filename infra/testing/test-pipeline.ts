/** Shared by the pipeline's CDK tests: the pipeline of a full configuration, without bundling. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { App } from 'aws-cdk-lib';
import { MarquePipelineStack } from '../pipeline/marque-pipeline-stack';
import { parsePipelineConfig } from '../pipeline/pipeline-config';
import { testApp } from './test-app';
import { deployableSettings, fixtureCatalogue } from './test-stack';

/** A configuration with every stage in an account of its own, in two regions. */
export const testPipelineConfig = {
  connectionArn:
    'arn:aws:codeconnections:eu-west-1:111111111111:connection/0a1b2c3d-4e5f-6789-abcd-ef0123456789',
  repository: 'marque-org/marque',
  branch: 'main',
  account: '111111111111',
  region: 'eu-west-1',
  stages: {
    dev: { account: '222222222222', region: 'eu-west-1', settings: {} },
    preprod: { account: '333333333333', region: 'eu-central-1', settings: deployableSettings },
    prod: {
      account: '444444444444',
      region: 'eu-central-1',
      settings: {
        ...deployableSettings,
        siteDomain: 'developer.example.com',
        certificateArn: 'arn:aws:acm:us-east-1:444444444444:certificate/abc-123',
      },
    },
  },
};

/** A web build to deploy: preprod and prod refuse to synthesize without one. */
function fixtureWebBuild(): string {
  const dist = mkdtempSync(join(tmpdir(), 'marque-dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Marque</title>');
  return dist;
}

export interface TestPipeline {
  app: App;
  stack: MarquePipelineStack;
  siteAssetPath: string;
}

export function makeTestPipeline(
  config: object = testPipelineConfig,
  outdir?: string,
): TestPipeline {
  const app = testApp({ context: { 'aws:cdk:bundling-stacks': [] }, outdir });
  const siteAssetPath = fixtureWebBuild();
  const stack = new MarquePipelineStack(app, 'Marque-pipeline', {
    pipeline: parsePipelineConfig(JSON.stringify(config)),
    catalogue: fixtureCatalogue,
    siteAssetPath,
  });
  return { app, stack, siteAssetPath };
}

let shared: TestPipeline | undefined;

/**
 * The pipeline of `testPipelineConfig`, made and synthesised once per test worker and shared by
 * the files that only read it, in a folder of its own (as shared-test-stack.ts, and why).
 */
export function sharedTestPipeline(): TestPipeline {
  if (shared) return shared;
  const made = makeTestPipeline(
    testPipelineConfig,
    mkdtempSync(`${process.env.MARQUE_CDK_TEST_OUTDIR ?? tmpdir()}/shared-pipeline-`),
  );
  made.app.synth();
  shared = made;
  return shared;
}
