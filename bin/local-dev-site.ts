import { resolve } from 'node:path';
import { writeDocFiles } from '../infra/catalogue/docs/write-doc-files';
import { loadCatalogue } from '../infra/catalogue/read-catalogue';
import { seoFilesMiddleware } from '../infra/catalogue/sitemap/serve-seo-files';
import { seededBlogSlugs } from '../lambdas/content/seeded-blog-slugs';
import { writeDownloadFiles } from '../infra/catalogue/sdk/write-download-files';

export interface DevSiteOptions {
  port: number;
  configJson: string;
  /** The folder Vite serves as is (web/public); the generated files are written into it. */
  publicDir?: string;
}

/**
 * `npm start`: the web app on Vite's dev server, with the files `npm run build` would generate
 * (the catalogue's docs, the service pages' downloads) written before it answers anything, so
 * the first request of a fresh clone's first run finds them as every later one does.
 */
export async function startDevSite(options: DevSiteOptions) {
  const publicDir = options.publicDir ?? resolve('web/public');
  writeDocFiles(resolve(publicDir, 'catalogue-docs'));
  await writeDownloadFiles(resolve(publicDir, 'downloads'));
  const { createServer } = await import('vite');
  const server = await createServer({
    configFile: resolve('web/vite.config.ts'),
    publicDir,
    // config.json is served from memory, so two local portals never overwrite each other's.
    plugins: [
      {
        name: 'marque-local-config',
        configureServer(vite) {
          vite.middlewares.use('/config.json', (_req, res) => {
            res.setHeader('content-type', 'application/json');
            res.setHeader('cache-control', 'no-store');
            res.end(options.configJson);
          });
          // /sitemap.xml and /robots.txt on the local origin, as the deployed site has its own.
          vite.middlewares.use(
            seoFilesMiddleware({
              origin: `http://127.0.0.1:${options.port}`,
              catalogue: loadCatalogue(),
              blogSlugs: seededBlogSlugs(new Date()),
              robotsPath: resolve(publicDir, 'robots.txt'),
            }),
          );
        },
      },
    ],
    server: { port: options.port, strictPort: true, host: '127.0.0.1' },
    logLevel: 'warn',
  });
  await server.listen();
  return { url: `http://127.0.0.1:${options.port}/`, close: () => server.close() };
}
