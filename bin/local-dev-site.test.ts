import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startDevSite } from './local-dev-site';

interface DownloadsIndex {
  categories: Record<string, { services: Record<string, Record<string, { path: string }[]>> }>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

describe('the dev site of npm start', () => {
  // A public folder without the generated files, as in a fresh clone before its first run.
  const publicDir = mkdtempSync(join(tmpdir(), 'marque-public-'));
  let close: (() => Promise<void>) | undefined;

  afterAll(async () => {
    await close?.();
    rmSync(publicDir, { recursive: true, force: true });
  });

  it('serves the downloads from its first request, not the app shell', async () => {
    const port = await freePort();
    const site = await startDevSite({ port, configJson: '{}', publicDir });
    close = site.close;
    const index = await fetch(new URL('downloads/index.json', site.url));
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toMatch(/^application\/json/);
    const { categories } = (await index.json()) as DownloadsIndex;
    const files = Object.values(categories).flatMap((category) =>
      Object.values(category.services).flatMap((versions) => Object.values(versions).flat()),
    );
    const sdk = files.find((file) => file.path.endsWith('.zip'));
    expect(sdk).toBeDefined();
    const download = await fetch(new URL(`downloads/${sdk?.path ?? ''}`, site.url));
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).not.toMatch(/text\/html/);
    expect((await download.arrayBuffer()).byteLength).toBeGreaterThan(0);
  });
});
