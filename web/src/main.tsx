import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { ConfigErrorScreen } from './app/config-error-screen';
import { redirectFor } from './app/route-hygiene';
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
const root = createRoot(container);

loadConfig()
  .then((config) => {
    root.render(
      <StrictMode>
        <App config={config} />
      </StrictMode>,
    );
  })
  .catch((error: unknown) => {
    root.render(<ConfigErrorScreen error={error} />);
  });
