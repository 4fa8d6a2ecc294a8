import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** Where the build puts the source maps: beside its output folder (web/source-maps), never in it. */
export const sourceMapsFolder = 'source-maps';

/**
 * Keeps source maps out of the site: the build makes them ('hidden', so no chunk names one),
 * then this writes each to `<outDir>/../source-maps` under the same relative path and drops it
 * from the bundle, so web/dist, which the site deploys and `bin/local.ts --prod` serves, holds none.
 */
export function sourceMapsAside(): Plugin {
  let outside = '';
  return {
    name: 'marque-source-maps-aside',
    apply: 'build',
    configResolved(config) {
      outside = join(resolve(config.root, config.build.outDir), '..', sourceMapsFolder);
    },
    buildStart() {
      rmSync(outside, { recursive: true, force: true });
    },
    generateBundle(_options, bundle) {
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type !== 'asset' || !fileName.endsWith('.map')) continue;
        const target = join(outside, fileName);
        mkdirSync(dirname(target), { recursive: true });
        writeFileSync(target, output.source);
        delete bundle[fileName];
      }
    },
  };
}
