import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { round } from './lambda-bundles';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const dist = 'web/dist';

/** JS a route group needs on first load: the entry, its static imports, the group's lazy pages. */
export function webBundleFigures(): Record<string, number> {
  const manifestPath = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath))
    throw new Error(`${manifestPath} not found: run npm run build first`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;

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
  const gzipKb = (keys: Set<string>) =>
    round(
      [...keys]
        .map((key) => manifest[key]!.file)
        .filter((file) => file.endsWith('.js'))
        .reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file))).length, 0) / 1024,
    );

  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const pages = (folder: string) =>
    Object.keys(manifest).filter((key) => manifest[key]!.isDynamicEntry && key.includes(folder));
  // The dashboard draws its charts with a chunk the page loads itself (uPlot): count it too.
  const dashboardPage = pages('features/applications/pages/dashboard-page');
  const dashboardCharts = dashboardPage.flatMap((key) => manifest[key]!.dynamicImports ?? []);
  // The documentation page loads the try-out panel itself, for users who may try out (the
  // snippet library loads later still, when its panel opens).
  const docsPage = pages('features/docs/pages/');
  const tryOutPanel = Object.keys(manifest).filter((key) => key.includes('try-out/try-out-panel'));
  return {
    'web entry JS gzip KB': gzipKb(closure(entries)),
    'web home route JS gzip KB': gzipKb(closure([...entries, ...pages('features/content/pages/')])),
    'web catalogue route JS gzip KB': gzipKb(
      closure([...entries, ...pages('features/catalogue/pages/')]),
    ),
    'web applications route JS gzip KB': gzipKb(
      closure([...entries, ...pages('features/applications/pages/application')]),
    ),
    'web dashboard route JS gzip KB': gzipKb(
      closure([...entries, ...dashboardPage, ...dashboardCharts]),
    ),
    'web documentation route JS gzip KB': gzipKb(closure([...entries, ...docsPage])),
    'web documentation route with try-out JS gzip KB': gzipKb(
      closure([...entries, ...docsPage, ...tryOutPanel]),
    ),
  };
}
