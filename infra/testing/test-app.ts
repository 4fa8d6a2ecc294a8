import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { App, type AppProps } from 'aws-cdk-lib';

let outdir: string | undefined;

/**
 * An App for tests, synthesising inside the run's folder (cdk-outdir-setup.ts removes it at the
 * end). One folder per test process: its tests synthesise one after another.
 */
export function testApp(props: Omit<AppProps, 'outdir'> = {}): App {
  outdir ??= mkdtempSync(`${process.env.MARQUE_CDK_TEST_OUTDIR ?? tmpdir()}/app-`);
  return new App({ ...props, outdir });
}
