import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServiceSource } from '../../catalogue-source';
import { mergeVersions, type VersionFile } from '../../merge-versions';
import { parseOpenApi } from '../../../../shared/openapi/parse-openapi';
import { toResources } from '../../../../shared/openapi/to-resources';

const here = dirname(fileURLToPath(import.meta.url));

/**
 * A small 'orders' service in two hand-written versions (orders-v1.json, orders-v2.json) whose
 * v2 makes one of each kind of change a version can make, read the way the catalogue reads it.
 */
export function ordersService(): ServiceSource {
  const files: VersionFile[] = ['v1', 'v2'].map((version) => {
    const file = join(here, `orders-${version}.json`);
    const raw: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return { version, file, doc: parseOpenApi(raw, file, version) };
  });
  return {
    service: 'orders',
    apiName: 'Orders',
    description: 'Orders of the fixture.',
    category: 'Fixture',
    customPath: '/orders',
    disableAuth: false,
    versions: ['v1', 'v2'],
    openapi: mergeVersions(files),
    resources: files.flatMap((f) => toResources(f.doc, f.version)),
  };
}
