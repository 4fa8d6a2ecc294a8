import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** What the site's production build is made from (paths from the repository root). */
export const webBuildSources = [
  'web/src',
  'web/index.html',
  'web/vite.config.ts',
  'shared',
  'package-lock.json',
] as const;

/** The newest modification time under `path`, folders included (a deleted file changes one). */
function newestMtimeMs(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestMtimeMs(join(path, name))),
    stat.mtimeMs,
  );
}

/**
 * True when `dist` holds a vite build manifest written after every file of `sources` changed:
 * the build `npm run build` made before the tests, still the build of the code as it is.
 */
export function isFreshBuild(dist: string, sources: readonly string[]): boolean {
  const manifest = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifest)) return false;
  const builtAt = statSync(manifest).mtimeMs;
  return sources.filter((source) => existsSync(source)).every((s) => newestMtimeMs(s) < builtAt);
}
