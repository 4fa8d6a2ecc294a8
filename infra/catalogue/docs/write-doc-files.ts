import { mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import type { CatalogueSource } from '../catalogue-source';
import { loadCatalogue } from '../read-catalogue';
import { buildCatalogueDocs, docFiles } from './build-docs';

export interface WrittenDocs {
  dir: string;
  files: number;
  bytes: number;
  ms: number;
}

/**
 * Writes the catalogue's documentation (index.json, <service>/<version>.json) into `dir` and
 * deletes the .json files there that the catalogue no longer has. Each file is written beside
 * and renamed into place, so a dev server (or a second local portal writing the same files)
 * never serves half a file.
 */
export function writeDocFiles(
  dir: string,
  catalogue: CatalogueSource = loadCatalogue(),
): WrittenDocs {
  const started = performance.now();
  const root = resolve(dir);
  const files = docFiles(buildCatalogueDocs(catalogue));
  let bytes = 0;
  for (const [path, text] of files) {
    const target = join(root, path);
    mkdirSync(dirname(target), { recursive: true });
    const temporary = `${target}.${process.pid}.tmp`;
    writeFileSync(temporary, text);
    renameSync(temporary, target);
    bytes += Buffer.byteLength(text);
  }
  for (const stale of listJson(root).filter((path) => !files.has(path))) {
    rmSync(join(root, stale), { force: true });
  }
  return { dir: root, files: files.size, bytes, ms: performance.now() - started };
}

function listJson(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split('\\').join('/'));
}
