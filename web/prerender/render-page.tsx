import { dehydrate, QueryClient, type Query } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router-dom';
import { Providers } from '../src/app/providers';
import type { PrerenderedPage } from '../src/app/prerendered-page';
import { appRoutes } from '../src/app/router';
import { setConfig, type AppConfig } from '../src/lib/config';

export interface RenderedPage {
  /** The app's markup, hoisted head elements (title, meta) first, as React 19 writes them. */
  html: string;
  data: PrerenderedPage;
}

/** Data a page asks for lands in later passes; a page rarely chains more than two calls. */
const maxPasses = 4;

/**
 * Renders one public route as a signed-out visitor sees it once its data has arrived: renders,
 * fetches every query the render asked for (static files and the build's answers, see
 * prerender.ts), and renders again until nothing new is asked. A query that failed is dropped,
 * so the page shows (and the browser's first render shows) its loading state.
 */
export async function renderPage(
  path: string,
  config: AppConfig,
  origin: string,
): Promise<RenderedPage> {
  setConfig(config);
  const handler = createStaticHandler(appRoutes);
  const context = await handler.query(new Request(new URL(path, origin)));
  if (context instanceof Response) {
    throw new Error(`${path} answered ${context.status} (a redirect is not pre-rendered)`);
  }
  if (context.statusCode !== 200) throw new Error(`${path} answered ${context.statusCode}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  // prerender (not renderToString) waits for lazy components, so no Suspense boundary is left
  // for the browser to fill in (React's error 419 on hydration).
  const render = async () => {
    const { prelude } = await prerender(
      <StrictMode>
        <Providers clientId={config.userPoolClientId} queryClient={queryClient} startSignedOut>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Providers>
      </StrictMode>,
    );
    return new Response(prelude).text();
  };

  const tried = new Set<Query>();
  let html = await render();
  for (let pass = 1; pass < maxPasses; pass += 1) {
    const asked = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status === 'pending' && !tried.has(query));
    if (asked.length === 0) break;
    asked.forEach((query) => tried.add(query));
    await Promise.all(asked.map((query) => query.fetch().catch(() => undefined)));
    html = await render();
  }
  const failed = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status !== 'success');
  if (failed.length > 0) {
    failed.forEach((query) => queryClient.removeQueries({ queryKey: query.queryKey, exact: true }));
    html = await render();
  }

  const queries = staleQueries(queryClient);
  // Each query holds a garbage-collection timer (5 minutes by default): clearing the cache stops
  // them, or the build's process would wait them out after the last page.
  queryClient.clear();
  return { html, data: { path, router: routerHydration(context), queries } };
}

function routerHydration(context: StaticHandlerContext): PrerenderedPage['router'] {
  return { loaderData: context.loaderData, actionData: context.actionData, errors: null };
}

/**
 * The cache as the page was built, marked old: the browser renders with it (the same markup) and
 * then asks again for whatever is not build-time static (staleTime Infinity), e.g. the catalogue.
 */
function staleQueries(queryClient: QueryClient): PrerenderedPage['queries'] {
  const state = dehydrate(queryClient);
  return {
    ...state,
    queries: state.queries.map((query) => ({
      ...query,
      state: { ...query.state, dataUpdatedAt: 0 },
    })),
  };
}
