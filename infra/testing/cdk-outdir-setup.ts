import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Vitest global setup of the cdk project: one folder for every App the run synthesises (test
 * workers inherit the variable), deleted when the run ends. CDK's default, a new /tmp/cdk.outXXXX
 * per App that nothing deletes, filled the disk.
 */
export default function setup(): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'marque-cdk-tests-'));
  process.env.MARQUE_CDK_TEST_OUTDIR = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
