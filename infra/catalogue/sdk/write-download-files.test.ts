import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../read-catalogue';
import { categoryFolder, type DownloadsIndex } from './downloads-index';
import { writeDownloadFiles } from './write-download-files';

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'));
}

describe('writeDownloadFiles', () => {
  it('writes every version its files, lists exactly them in index.json and removes stale ones', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'catalogue-downloads-'));
    mkdirSync(join(dir, 'retired'));
    writeFileSync(join(dir, 'retired', 'old-service-v1.openapi.json'), '{}');
    writeFileSync(join(dir, 'retired', 'old-service-v1-typescript-sdk.zip'), 'zip');
    writeFileSync(join(dir, 'keep.txt'), 'not ours');
    const catalogue = loadCatalogue();

    const written = await writeDownloadFiles(dir, catalogue);

    const index = JSON.parse(readFileSync(join(dir, 'index.json'), 'utf8')) as DownloadsIndex;
    const listed = Object.values(index.categories).flatMap((category) =>
      Object.values(category.services).flatMap((versions) => Object.values(versions).flat()),
    );
    expect(filesUnder(dir).sort()).toEqual(
      [...listed.map((file) => file.path), 'index.json', 'keep.txt'].sort(),
    );
    expect(written.files).toBe(listed.length + 1);
    for (const file of listed) expect(statSync(join(dir, file.path)).size).toBe(file.bytes);

    for (const category of catalogue.categories) {
      for (const service of category.services) {
        for (const version of service.versions) {
          const files = index.categories[category.name]?.services[service.service]?.[version];
          const base = `${categoryFolder(category.name)}/${service.service}-${version}`;
          const expected = [`${base}.openapi.json`, `${base}.postman_collection.json`];
          if (category.sdkRequired) expected.push(`${base}-typescript-sdk.zip`);
          expect(files?.map((file) => file.path)).toEqual(expected);
        }
      }
    }
    expect(catalogue.categories.some((c) => c.sdkRequired && c.services.length > 0)).toBe(true);

    const sdk = unzipSync(readFileSync(join(dir, 'ocr', 'document-ocr-v1-typescript-sdk.zip')));
    const root = 'document-ocr-v1-typescript-sdk';
    expect(strFromU8(sdk[`${root}/README.md`] ?? new Uint8Array())).toContain(
      'createDocumentOcrClient',
    );
    expect(sdk[`${root}/src/client.ts`]).toBeDefined();
    expect(sdk[`${root}/src/schema.ts`]).toBeDefined();

    expect(existsSync(join(dir, 'retired', 'old-service-v1.openapi.json'))).toBe(false);
    expect(existsSync(join(dir, 'retired', 'old-service-v1-typescript-sdk.zip'))).toBe(false);
    expect(existsSync(join(dir, 'keep.txt'))).toBe(true);
    expect(written.ms).toBeLessThan(3000);
  }, 30_000);
});
