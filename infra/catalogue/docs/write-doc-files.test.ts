import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../read-catalogue';
import { writeDocFiles } from './write-doc-files';

describe('writeDocFiles', () => {
  it('writes the documents, removes stale ones and is quick', () => {
    const dir = mkdtempSync(join(tmpdir(), 'catalogue-docs-'));
    mkdirSync(join(dir, 'retired-service'));
    writeFileSync(join(dir, 'retired-service', 'v1.json'), '{}');
    writeFileSync(join(dir, 'keep.txt'), 'not ours');
    loadCatalogue();

    const written = writeDocFiles(dir);

    expect(written.files).toBeGreaterThan(20);
    const index = JSON.parse(readFileSync(join(dir, 'index.json'), 'utf8')) as {
      operations: object;
    };
    expect(Object.keys(index.operations)).toContain('createPriceQuoteV2');
    expect(existsSync(join(dir, 'price-quote', 'v2.json'))).toBe(true);
    expect(existsSync(join(dir, 'retired-service', 'v1.json'))).toBe(false);
    expect(existsSync(join(dir, 'keep.txt'))).toBe(true);
    expect(written.ms).toBeLessThan(500);
  });
});
