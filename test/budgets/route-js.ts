import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/** A route's first load: the entry, the route's page and what either imports statically. */
export interface RouteJs {
  /** The page module (e.g. `src/features/content/pages/home-page.tsx`), or 'entry'. */
  page: string;
  gzipKb: number;
}

/**
 * Reads a vite build's manifest (`<dist>/.vite/manifest.json`) and tells, per page, the JS gzip
 * KB its first load needs. Chunks a page loads itself later (after paint, on a click) are not
 * counted, except the ones `withLater` names: a page that always loads them at once.
 */
export function readRouteJs(dist: string) {
  const manifestPath = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath))
    throw new Error(`${manifestPath} not found: run npm run build first`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const sizes = new Map<string, number>();
  const gzip = (file: string) => {
    if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(join(dist, file))).length);
    return sizes.get(file)!;
  };
  const closure = (keys: string[]): Set<string> => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      for (const next of manifest[key].imports ?? []) visit(next);
    };
    keys.forEach(visit);
    return seen;
  };
  const kb = (keys: Set<string>) =>
    Math.round(
      ([...keys]
        .map((key) => manifest[key]!.file)
        .filter((file) => file.endsWith('.js'))
        .reduce((sum, file) => sum + gzip(file), 0) /
        1024) *
        10,
    ) / 10;
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const find = (fragment: string) => Object.keys(manifest).filter((key) => key.includes(fragment));

  return {
    entryKb: kb(closure(entries)),
    /** The pages: every lazily loaded module under a `pages/` folder. */
    pages: Object.keys(manifest).filter(
      (key) => manifest[key]!.isDynamicEntry && key.includes('/pages/'),
    ),
    /** Entry + the modules whose key contains one of `fragments` (+ their static imports). */
    kbOf: (...fragments: string[]) => kb(closure([...entries, ...fragments.flatMap(find)])),
    /** The heaviest first load among the pages whose key contains `fragment`. */
    largestOf: (fragment: string) =>
      Math.max(
        ...Object.keys(manifest)
          .filter((key) => manifest[key]!.isDynamicEntry && key.includes(fragment))
          .map((key) => kb(closure([...entries, key]))),
      ),
    /** The modules a page loads itself (dynamic imports). */
    laterOf: (fragment: string) =>
      find(fragment).flatMap((key) => manifest[key]!.dynamicImports ?? []),
  };
}
