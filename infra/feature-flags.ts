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

/**
 * Flags of CDK's CURRENTLY_RECOMMENDED_FLAGS (aws-cdk-lib/cx-api) that cdk.json sets otherwise,
 * each with its reason. infra/feature-flags.test.ts fails on a recommended flag that is neither
 * set as recommended nor listed here, so a new aws-cdk-lib's new flag is decided, not missed.
 */
export const flagsNotAsRecommended: Readonly<Record<string, string>> = {
  '@aws-cdk/core:enableAdditionalMetadataCollection':
    'It widens the usage data CDK reports to AWS in every template (the property keys and ' +
    'boolean or enum values of each construct, the methods called). The project sends no ' +
    'usage data of its own choosing (cli-telemetry is off); it changes nothing deployed.',
};

/** Settings cdk.json adds beyond CDK's recommendations, each with its reason. */
export const flagsBeyondRecommended: Readonly<Record<string, string>> = {
  '@aws-cdk/core:suppressTemplateIndentation':
    'Templates are written without indentation (CDK indents by one space otherwise): ' +
    'CloudFormation refuses a template over 1,000,000 bytes, and indentation was about a ' +
    'third of the product-APIs template.',
};
