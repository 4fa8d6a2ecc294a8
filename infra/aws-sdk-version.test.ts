import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fromRepoRoot } from './constructs/marque-function';

interface PackageJson {
  dependencies: Record<string, string>;
}
interface PackageLock {
  packages: Record<string, { version?: string }>;
}

const readJson = <T>(path: string) => JSON.parse(readFileSync(fromRepoRoot(path), 'utf8')) as T;

/**
 * Functions bundle the SDK that package.json pins (bundleAwsSDK), never the runtime's: one exact
 * version for every client, so an upgrade is one number (docs/operations.md, "Feature flags and upgrades").
 */
describe('the AWS SDK version', () => {
  const sdk = Object.entries(readJson<PackageJson>('package.json').dependencies).filter(([name]) =>
    name.startsWith('@aws-sdk/'),
  );

  it('is one exact version for every @aws-sdk package the project names', () => {
    expect(sdk.length).toBeGreaterThan(0);
    const versions = new Set(sdk.map(([, version]) => version));
    expect([...versions]).toHaveLength(1);
    expect([...versions][0]).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('is what the lockfile installs, once, for each of them', () => {
    const lock = readJson<PackageLock>('package-lock.json');
    for (const [name, version] of sdk) {
      const installed = Object.entries(lock.packages)
        .filter(([path]) => path.endsWith(`node_modules/${name}`))
        .map(([, entry]) => entry.version);
      expect(installed, name).toEqual([version]);
    }
  });
});
