import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const pageDir = join(dirname(fileURLToPath(import.meta.url)), 'page');

/**
 * Builds the reference page (page/: swagger-ui-react over `openapi.json`) for production, as our
 * site is built (vite, React plugin, minified), with `openApi` written beside it. Resolves to the
 * output folder, a temporary one (the caller removes it). swagger-ui's dependencies read Node's `global`.
 */
export async function buildReferencePage(openApi: unknown): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'marque-bench-reference-'));
  await build({
    configFile: false,
    root: pageDir,
    base: '/',
    logLevel: 'warn',
    plugins: [react()],
    define: { global: 'globalThis' },
    build: { outDir, emptyOutDir: true, reportCompressedSize: false, chunkSizeWarningLimit: 5000 },
  });
  writeFileSync(join(outDir, 'openapi.json'), JSON.stringify(openApi));
  return outDir;
}
