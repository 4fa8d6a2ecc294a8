import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CatalogueSource, OpenApiDocument } from '../catalogue-source';
import {
  downloadPath,
  type DownloadFile,
  type DownloadKind,
  type DownloadsIndex,
} from './downloads-index';
import { typescriptSdkZip } from './generate-typescript-sdk';
import { toPostmanCollection } from './to-postman-collection';

export interface Downloads {
  /** Content by path relative to the downloads folder, index.json included. */
  files: Map<string, Uint8Array>;
  index: DownloadsIndex;
}

/**
 * Every service version's downloads: its OpenAPI file as authored, a Postman collection and, in
 * sdkRequired categories, a TypeScript SDK zip; plus index.json listing them with their sizes.
 *
 * @param catalogueDir the folder the catalogue was loaded from (its services/<slug>/ files)
 */
export async function buildDownloads(
  catalogue: CatalogueSource,
  catalogueDir: string,
): Promise<Downloads> {
  const files = new Map<string, Uint8Array>();
  const index: DownloadsIndex = { categories: {} };
  for (const category of catalogue.categories) {
    const services: DownloadsIndex['categories'][string]['services'] = {};
    for (const service of category.services) {
      const versions: Record<string, DownloadFile[]> = {};
      for (const version of service.versions) {
        const file = join(catalogueDir, 'services', service.service, `openapi-${version}.json`);
        const openapiText = readFileSync(file, 'utf8');
        const listed: DownloadFile[] = [];
        const add = (kind: DownloadKind, content: Uint8Array) => {
          const path = downloadPath(category.name, service.service, version, kind);
          files.set(path, content);
          listed.push({ kind, path, bytes: content.byteLength });
        };
        add('openapi', Buffer.from(openapiText));
        const collection = toPostmanCollection(
          JSON.parse(openapiText) as OpenApiDocument,
          `${service.apiName} ${version}`,
        );
        add('postman', Buffer.from(JSON.stringify(collection, null, 2)));
        if (category.sdkRequired) {
          const sdk = { service: service.service, apiName: service.apiName, version, openapiText };
          add('typescript-sdk', await typescriptSdkZip(sdk));
        }
        versions[version] = listed;
      }
      services[service.service] = versions;
    }
    index.categories[category.name] = { services };
  }
  files.set('index.json', Buffer.from(JSON.stringify(index)));
  return { files, index };
}
