import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** The folder of this file: the site's root whatever the working directory of the command. */
const webRoot = decodeURIComponent(new URL('.', import.meta.url).pathname);

/** Amplify and the AWS libraries it pulls in: loaded only when a session exists or a user signs in. */
const amplifyModules =
  /[\\/]node_modules[\\/](aws-amplify|@aws-amplify|@aws-crypto|@aws-sdk|@smithy)[\\/]/;

export default defineConfig({
  root: webRoot,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
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
});
