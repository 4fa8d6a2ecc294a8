import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { sourceMapsAside } from './build/source-maps-aside';

/** The folder of this file: the site's root whatever the working directory of the command. */
const webRoot = decodeURIComponent(new URL('.', import.meta.url).pathname);

/** Amplify and the AWS libraries it pulls in: loaded only when a session exists or a user signs in. */
const amplifyModules =
  /[\\/]node_modules[\\/](aws-amplify|@aws-amplify|@aws-crypto|@aws-sdk|@smithy)[\\/]/;

/**
 * react-router's package exports send every bundler to its development build (warnings and
 * checks included); a production build takes the production files.
 */
const reactRouterDist = `${webRoot}../node_modules/react-router/dist/production/`;
const reactRouterProduction = [
  { find: /^react-router\/dom$/, replacement: `${reactRouterDist}dom-export.mjs` },
  { find: /^react-router$/, replacement: `${reactRouterDist}index.mjs` },
];

export default defineConfig(({ mode }) => ({
  root: webRoot,
  plugins: [react(), sourceMapsAside()],
  resolve: { alias: mode === 'production' ? reactRouterProduction : [] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Made, but kept out of web/dist (see sourceMapsAside): the site serves none.
    sourcemap: 'hidden',
    // .vite/manifest.json: which chunks each route needs (bundle reports, budgets).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'amplify', test: amplifyModules }],
        },
      },
    },
  },
  server: { port: 5173, strictPort: true, host: '127.0.0.1' },
  preview: { port: 4173, strictPort: true, host: '127.0.0.1' },
}));
