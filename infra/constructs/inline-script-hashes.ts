import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fromRepoRoot } from './marque-function';

/** Classic inline scripts: `<script>` with no attributes (module and src scripts have some). */
const inlineScript = /<script>([\s\S]*?)<\/script>/g;

/**
 * The CSP hash sources ('sha256-…', without quotes) of a page's inline scripts: the browser
 * hashes the exact text between the tags, which Vite copies unchanged into the build.
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(inlineScript)].map(
    ([, body]) =>
      `sha256-${createHash('sha256')
        .update(body ?? '', 'utf8')
        .digest('base64')}`,
  );
}

/** The hashes of web/index.html's inline scripts (the theme applied before first paint). */
export function siteInlineScriptHashes(indexPath = fromRepoRoot('web/index.html')): string[] {
  return inlineScriptHashes(readFileSync(indexPath, 'utf8'));
}
