/**
 * CDK's feature flags: cdk.json's context is the one list. The CLI reads it for `cdk synth`;
 * bin/marque.ts, the CDK tests' App (infra/testing/test-app.ts) and the limits test pass the same
 * entries to their App, so what the tests check is what deploys.
 */
import { readFileSync } from 'node:fs';

const cdkJsonUrl = new URL('../cdk.json', import.meta.url);

/** A context key that is a feature flag (CDK's are `@aws-cdk/...`, `@aws-cdk-containers/...`). */
export const isFeatureFlag = (key: string) => key.startsWith('@aws-cdk');

/** Every feature flag cdk.json sets, with its value. */
export function featureFlags(): Record<string, unknown> {
  const cdkJson = JSON.parse(readFileSync(cdkJsonUrl, 'utf8')) as {
    context?: Record<string, unknown>;
  };
  return Object.fromEntries(
    Object.entries(cdkJson.context ?? {}).filter(([key]) => isFeatureFlag(key)),
  );
}
