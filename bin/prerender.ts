/**
 * `npm run build`'s last step: writes the public routes as HTML (web/dist/<route>/index.html)
 * so their first paint waits for no script; the app hydrates them (web/src/main.tsx).
 * Renders web/prerender/render-page.tsx through Vite's SSR loader in a jsdom window, with the
 * build's static files and the catalogue's answers standing in for the network.
 */
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { createServer, type Plugin } from 'vite';
import { prerenderAnswers } from './prerender-answers';
import { siteOriginPlaceholder } from '../infra/catalogue/sitemap/build-sitemap';

interface ManifestChunk {
  file: string;
  src?: string;
  css?: string[];
  imports?: string[];
}

/** web/prerender/render-page.tsx and web/prerender/*.ts, as Vite's SSR loader gives them. */
interface RenderModule {
  renderPage(
    path: string,
    config: Record<string, unknown>,
    origin: string,
  ): Promise<{ html: string; data: unknown }>;
}
interface RoutesModule {
  prerenderPaths(catalogue: {
    categories: { name: string; services: string[] }[];
    apiNames: string[];
    blogSlugs: string[];
  }): string[];
  prerenderedFile(path: string): string;
}
interface HtmlModule {
  pageHtml(
    shell: string,
    rendered: string,
    dataJson: string,
    dataElementId: string,
    assets: { stylesheets: string[]; modulePreloads: string[] },
  ): string;
}
interface DataModule {
  prerenderedPageElementId: string;
  serializePrerenderedPage(page: unknown): string;
}

const webRoot = resolve('web');
const dist = join(webRoot, 'dist');
/** The pages' sharing tags carry it; the deployment (and the local --prod server) put in their own. */
const origin = siteOriginPlaceholder;
const apiUrl = 'https://api.prerender.marque.invalid';
/** Only what the public pages read; the browser's /config.json replaces it before hydrating. */
const buildConfig = {
  stage: 'prod',
  region: 'us-east-1',
  userPoolId: 'us-east-1_prerender',
  userPoolClientId: 'prerender',
  apiUrl,
  productApiUrl: 'https://{apiId}.execute-api.us-east-1.amazonaws.com/{stage}',
};
/** Where the list of written pages goes, for the --prod server and the CDK site's function. */
export const prerenderedManifest = 'prerendered.json';

/** Records the page modules each render imports, to link their CSS and preload their chunks. */
function recordDynamicImports(seen: Set<string>): Plugin {
  return {
    name: 'marque-prerender-imports',
    enforce: 'post',
    async transform(code, id, options) {
      if (!options?.ssr || !id.startsWith(join(webRoot, 'src'))) return null;
      const specs = [...code.matchAll(/\bimport\((['"])([^'"]+)\1\)/g)];
      if (specs.length === 0) return null;
      let out = code;
      for (const [call, , spec] of specs) {
        const resolved = await this.resolve(spec!, id);
        if (!resolved) continue;
        const key = JSON.stringify(relative(webRoot, resolved.id.split('?')[0]!));
        out = out.replace(call, `(globalThis.__marquePrerenderImport?.(${key}), ${call})`);
      }
      (globalThis as Record<string, unknown>).__marquePrerenderImport = (key: string) =>
        seen.add(key);
      return { code: out, map: null };
    },
  };
}

/** jsdom ships no types (and @types/jsdom is not a dependency): the little used here. */
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (
    html: string,
    options: { url: string },
  ) => { window: Record<string, unknown>; reconfigure(settings: { url: string }): void };
};

/** A window at `${origin}/`; the returned function moves it to a page's address. */
function installWindow(): (path: string) => void {
  const dom = new JSDOM('<!doctype html><html><body></body></html>', { url: `${origin}/` });
  const globals = globalThis as Record<string, unknown>;
  for (const name of ['window', 'document', 'navigator', 'localStorage', 'sessionStorage']) {
    Object.defineProperty(globals, name, {
      configurable: true,
      value: dom.window[name],
    });
  }
  return (path) => dom.reconfigure({ url: new URL(path, origin).href });
}

/** The network at build: the site's own files from dist, the portal API from `answers`. */
function installFetch(answers: Map<string, unknown>): void {
  globalThis.fetch = async (input: string | URL | Request) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.origin === origin) {
      const file = join(dist, decodeURIComponent(url.pathname));
      if (!file.startsWith(dist) || !existsSync(file)) return new Response('', { status: 404 });
      return new Response(readFileSync(file), { status: 200 });
    }
    if (url.href.startsWith(apiUrl)) {
      const answer = answers.get(url.pathname);
      return answer === undefined
        ? Response.json({ error: 'Unavailable', message: 'Not at build time' }, { status: 503 })
        : Response.json(answer);
    }
    return new Response('', { status: 503 });
  };
}

async function main(): Promise<void> {
  const shell = readFileSync(join(dist, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const docsIndex = JSON.parse(
    readFileSync(join(dist, 'catalogue-docs', 'index.json'), 'utf8'),
  ) as { operations: Record<string, unknown> };
  const { answers, categories, blogSlugs } = prerenderAnswers();

  const visit = installWindow();
  installFetch(answers);
  const seen = new Set<string>();
  const vite = await createServer({
    configFile: join(webRoot, 'vite.config.ts'),
    plugins: [recordDynamicImports(seen)],
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    logLevel: 'warn',
  });
  try {
    const render = (await vite.ssrLoadModule('/prerender/render-page.tsx')) as RenderModule;
    const routes = (await vite.ssrLoadModule('/prerender/prerender-routes.ts')) as RoutesModule;
    const html = (await vite.ssrLoadModule('/prerender/page-html.ts')) as HtmlModule;
    const data = (await vite.ssrLoadModule('/src/app/prerendered-page.ts')) as DataModule;
    const paths = routes.prerenderPaths({
      categories,
      apiNames: Object.keys(docsIndex.operations),
      blogSlugs,
    });
    const written: { path: string; file: string }[] = [];
    const started = Date.now();
    for (const path of paths) {
      seen.clear();
      visit(path);
      const page = await render.renderPage(path, buildConfig, origin);
      const assets = chunkAssets(manifest, [...seen]);
      const file = routes.prerenderedFile(path);
      mkdirSync(dirname(join(dist, file)), { recursive: true });
      writeFileSync(
        join(dist, file),
        html.pageHtml(
          shell,
          page.html,
          data.serializePrerenderedPage(page.data),
          data.prerenderedPageElementId,
          assets,
        ),
      );
      written.push({ path, file });
    }
    writeFileSync(join(dist, prerenderedManifest), JSON.stringify({ pages: written }, null, 2));
    console.log(
      `Pre-rendered ${written.length} pages in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    await vite.close();
  }
}

/** The CSS and JS of the chunks behind `sources`, without what the shell already loads. */
function chunkAssets(manifest: Record<string, ManifestChunk>, sources: string[]) {
  const entry = new Set<string>();
  const closure = (keys: string[], into: Set<string>) => {
    const visit = (key: string) => {
      if (into.has(key) || !manifest[key]) return;
      into.add(key);
      (manifest[key].imports ?? []).forEach(visit);
    };
    keys.forEach(visit);
  };
  closure(['index.html'], entry);
  const page = new Set<string>();
  closure(
    sources.filter((key) => manifest[key]),
    page,
  );
  const own = [...page].filter((key) => !entry.has(key));
  return {
    stylesheets: [...new Set(own.flatMap((key) => manifest[key]!.css ?? []))].map((f) => `/${f}`),
    modulePreloads: own.map((key) => `/${manifest[key]!.file}`),
  };
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
