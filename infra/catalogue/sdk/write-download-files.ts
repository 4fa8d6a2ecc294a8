import { mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import type { CatalogueSource } from '../catalogue-source';
import { catalogueDir, loadCatalogue } from '../read-catalogue';
import { buildDownloads } from './build-downloads';

export interface WrittenDownloads {
  dir: string;
  files: number;
  bytes: number;
  ms: number;
}

/**
 * Writes the catalogue's downloads (index.json, <category>/<service>-<version>.*) into `dir` and
 * deletes the .json and .zip files there that the catalogue no longer has. Each file is written
 * beside and renamed into place, as the docs writer does, so a server never serves half a file.
 */
export async function writeDownloadFiles(
  dir: string,
  catalogue: CatalogueSource = loadCatalogue(),
  sourceDir: string = catalogueDir,
): Promise<WrittenDownloads> {
  const started = performance.now();
  const root = resolve(dir);
  const { files } = await buildDownloads(catalogue, sourceDir);
  let bytes = 0;
  for (const [path, content] of files) {
    const target = join(root, path);
    mkdirSync(dirname(target), { recursive: true });
    const temporary = `${target}.${process.pid}.tmp`;
    writeFileSync(temporary, content);
    renameSync(temporary, target);
    bytes += content.byteLength;
  }
  for (const stale of listOurs(root).filter((path) => !files.has(path))) {
    rmSync(join(root, stale), { force: true });
  }
  return { dir: root, files: files.size, bytes, ms: performance.now() - started };
}

function listOurs(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(json|zip)$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split('\\').join('/'));
}
