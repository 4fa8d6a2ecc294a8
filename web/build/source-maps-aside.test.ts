import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { build } from 'vite';
import { describe, expect, it } from 'vitest';

function filesIn(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)))
    .sort();
}

describe('the web build (web/vite.config.ts)', () => {
  it('puts no source map in its output folder: they go to source-maps beside it', async () => {
    const root = mkdtempSync(join(tmpdir(), 'marque-web-'));
    mkdirSync(join(root, 'src'));
    writeFileSync(
      join(root, 'index.html'),
      '<!doctype html><div id="root"></div><script type="module" src="/src/main.ts"></script>',
    );
    writeFileSync(join(root, 'src', 'main.ts'), 'import "./page.css";\nconsole.log("portal");\n');
    writeFileSync(join(root, 'src', 'page.css'), 'body { color: black; }\n');
    await build({
      configFile: join(import.meta.dirname, '..', 'vite.config.ts'),
      root,
      logLevel: 'silent',
      build: { outDir: join(root, 'dist') },
    });

    const dist = filesIn(join(root, 'dist'));
    expect(dist.filter((file) => file.endsWith('.js'))).toHaveLength(1);
    expect(dist.filter((file) => file.endsWith('.map'))).toEqual([]);
    for (const file of dist.filter((name) => /\.(js|css)$/.test(name))) {
      expect(readFileSync(join(root, 'dist', file), 'utf8')).not.toContain('sourceMappingURL');
    }
    const maps = filesIn(join(root, 'source-maps'));
    expect(maps).toContain(`${dist.find((file) => file.endsWith('.js'))}.map`);
  });
});
