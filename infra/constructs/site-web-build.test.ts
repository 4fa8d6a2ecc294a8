import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Stack } from 'aws-cdk-lib';
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import type { DeploymentStage } from '../../shared/plans';
import { testApp } from '../testing/test-app';
import { webBuildToDeploy } from './site-web-build';

const missing = join(tmpdir(), 'marque-no-such-dist');

function check(stage: DeploymentStage, assetPath: string) {
  const stack = new Stack(testApp(), `WebBuild-${stage}`);
  const found = webBuildToDeploy(stack, stage, assetPath);
  return { found, annotations: Annotations.fromStack(stack) };
}

describe('the web build a site deploys', () => {
  it('is deployed when it has its index.html, on every stage, without a word', () => {
    const dist = mkdtempSync(join(tmpdir(), 'marque-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Marque</title>');
    for (const stage of ['dev', 'preprod', 'prod'] as const) {
      const { found, annotations } = check(stage, dist);
      expect(found).toBe(dist);
      annotations.hasNoWarning('*', Match.anyValue());
      annotations.hasNoError('*', Match.anyValue());
    }
  });

  it.each(['preprod', 'prod'] as const)(
    'missing on %s: an error, which stops cdk synth and cdk deploy',
    (stage) => {
      const stack = new Stack(testApp(), `WebBuild-${stage}`);
      expect(webBuildToDeploy(stack, stage, missing)).toBeUndefined();
      // The synth itself fails on the error (validation of every synth, cdk.json's flags).
      expect(() => Annotations.fromStack(stack)).toThrow(
        new RegExp(`web/dist not found .*${stage} would serve a site with no pages`),
      );
    },
  );

  it('missing on dev: a warning only', () => {
    const { found, annotations } = check('dev', missing);
    expect(found).toBeUndefined();
    annotations.hasWarning('*', Match.stringLikeRegexp('run npm run build before cdk deploy'));
    annotations.hasNoError('*', Match.anyValue());
  });

  it('a folder without index.html is no build: prod refuses it too', () => {
    const empty = mkdtempSync(join(tmpdir(), 'marque-dist-'));
    expect(() => check('prod', empty)).toThrow(/no index\.html/);
  });
});
