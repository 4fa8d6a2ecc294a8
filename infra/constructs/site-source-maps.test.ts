import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { Asset } from 'aws-cdk-lib/aws-s3-assets';
import { describe, expect, it } from 'vitest';
import { stageConfigKeys } from '../stage-config';
import { makeTestStack } from '../testing/test-stack';

/** A web build as Vite writes it: every chunk beside its source map. */
function builtSite(): string {
  const dist = mkdtempSync(join(tmpdir(), 'marque-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Marque</title>');
  writeFileSync(
    join(dist, 'assets', 'index-a1b2.js'),
    'console.log(1)\n//# sourceMappingURL=index-a1b2.js.map',
  );
  writeFileSync(join(dist, 'assets', 'index-a1b2.js.map'), '{"version":3,"sources":["main.tsx"]}');
  writeFileSync(join(dist, 'assets', 'index-c3d4.css.map'), '{"version":3}');
  return dist;
}

function filesIn(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)))
    .sort();
}

/** The files the site deployment uploads: the staged copy of the build in the cloud assembly. */
function deployedFiles(context: Record<string, unknown>): string[] {
  const dist = builtSite();
  const { app, stack } = makeTestStack({ context, siteAssetPath: dist });
  // The deployment's first two sources are the build (the files as built, then those the site's
  // origin is put into at deploy); then config.json (the CLI layer is its own).
  const built = stack.site.node
    .findAll()
    .filter((construct): construct is Asset => construct instanceof Asset)
    .filter((asset) => /\/deployment\/deploy\/Asset[12]$/.test(asset.node.path));
  expect(built, 'the site assets').toHaveLength(2);
  return built.flatMap((asset) => filesIn(join(app.outdir, asset.assetPath))).sort();
}

describe('source maps on the deployed site', () => {
  it('are never deployed, even from a build that holds them: the site serves no *.map', () => {
    expect(deployedFiles({ stage: 'prod' })).toEqual(['assets/index-a1b2.js', 'index.html']);
    expect(deployedFiles({ stage: 'dev' })).toEqual(['assets/index-a1b2.js', 'index.html']);
  });

  it('are no stage setting: sourceMaps is not a key a deployment reads', () => {
    expect(stageConfigKeys).not.toContain('sourceMaps');
  });
});
