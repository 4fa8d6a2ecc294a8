import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { startSiteServer } from '../infra/local/site-server';

/**
 * `npm start -- --prod`: the production build served as CloudFront serves it, with this portal's
 * config. Builds first when web/dist has no pre-rendered pages (`npm run build` to rebuild).
 */
export async function startProdSite(port: number, configJson: string) {
  const dist = resolve('web/dist');
  if (!existsSync(resolve(dist, 'prerendered.json'))) {
    console.log('  web/dist has no production build yet: npm run build…');
    const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build failed');
  } else {
    console.log('  serving the existing production build (web/dist; npm run build to refresh)');
  }
  return startSiteServer({ dist, port, configJson });
}
