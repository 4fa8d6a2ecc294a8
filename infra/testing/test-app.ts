import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { App, type AppProps } from 'aws-cdk-lib';
import { featureFlags } from '../feature-flags';

let outdir: string | undefined;

/**
 * An App for tests, synthesising inside the run's folder (cdk-outdir-setup.ts removes it at the
 * end), with cdk.json's feature flags as `cdk synth` has them. One folder per test process: its
 * tests synthesise one after another.
 */
export function testApp(props: Omit<AppProps, 'outdir'> = {}): App {
  outdir ??= mkdtempSync(`${process.env.MARQUE_CDK_TEST_OUTDIR ?? tmpdir()}/app-`);
  return new App({ ...props, context: { ...featureFlags(), ...props.context }, outdir });
}
