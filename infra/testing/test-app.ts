import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { App, type AppProps, AssetStaging } from 'aws-cdk-lib';
import { featureFlags } from '../feature-flags';

let outdir: string | undefined;

/**
 * An App for tests, synthesising inside the run's folder (cdk-outdir-setup.ts removes it at the
 * end), with cdk.json's feature flags as `cdk synth` has them. One folder per test process unless
 * `props.outdir` names one: its tests synthesise one after another.
 */
export function testApp(props: AppProps = {}): App {
  // CDK caches staged assets per process by folder and bundling options, not by construct: a
  // function skipped from bundling would take its hash from another app's function of the same
  // entry (e.g. Marque-dev's for Marque-test's). Each app then hashes as `cdk synth` would.
  AssetStaging.clearAssetHashCache();
  outdir ??= mkdtempSync(`${process.env.MARQUE_CDK_TEST_OUTDIR ?? tmpdir()}/app-`);
  return new App({
    ...props,
    context: { ...featureFlags(), ...props.context },
    outdir: props.outdir ?? outdir,
  });
}
