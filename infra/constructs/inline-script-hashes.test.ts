import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, siteInlineScriptHashes } from './inline-script-hashes';
import { fromRepoRoot } from './marque-function';

describe('inlineScriptHashes', () => {
  it('hashes the exact text of each classic inline script, not module or src scripts', () => {
    const html =
      '<script>\n  a();\n</script><script type="module" src="/x.js"></script><script>b()</script>';
    const sha = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;
    expect(inlineScriptHashes(html)).toEqual([sha('\n  a();\n'), sha('b()')]);
  });

  it("finds web/index.html's theme script, which sets data-theme before first paint", () => {
    const html = readFileSync(fromRepoRoot('web/index.html'), 'utf8');
    expect(html).toContain('document.documentElement.dataset.theme');
    const hashes = siteInlineScriptHashes();
    expect(hashes).toHaveLength(1);
    expect(hashes[0]).toMatch(/^sha256-[A-Za-z0-9+/]{43}=$/);
  });
});
