import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { readPrerenderedPage } from './app/prerendered-page';
import { resolveLazyRoutes } from './app/resolve-lazy-routes';
import { redirectFor } from './app/route-hygiene';
import { appRoutes } from './app/router';
import { loadConfig } from './lib/config';
import './styles/tokens.css';
import './styles/base.css';
import './styles/layout.css';
import './styles/components.css';

// Clean the first URL before anything loads: old #! links and script-like paths (spec §2).
const cleaned = redirectFor(window.location);
if (cleaned) window.history.replaceState(null, '', cleaned);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
// A public page pre-rendered at build (web/prerender/) is hydrated; any other page is rendered.
const prerendered = readPrerenderedPage(document, window.location);

loadConfig()
  .then(async (config) => {
    if (prerendered) {
      await resolveLazyRoutes(appRoutes, window.location);
      hydrateRoot(
        container,
        <StrictMode>
          <App config={config} prerendered={prerendered} />
        </StrictMode>,
      );
    } else {
      createRoot(container).render(
        <StrictMode>
          <App config={config} />
        </StrictMode>,
      );
    }
  })
  .catch(async (error: unknown) => {
    // Only a broken deployment needs this screen: it loads then, not with every page.
    const { ConfigErrorScreen } = await import('./app/config-error-screen');
    createRoot(container).render(<ConfigErrorScreen error={error} />);
  });
