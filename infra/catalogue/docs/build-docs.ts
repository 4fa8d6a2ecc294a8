import {
  docsBasePath,
  serviceDocPath,
  type DocsIndex,
  type ServiceDoc,
} from '../../../shared/docs/doc-model';
import type { CatalogueSource } from '../catalogue-source';
import { buildDocsIndex } from '../../../shared/openapi/docs/docs-index';
import { toServiceDocs } from './to-service-docs';

export interface CatalogueDocs {
  index: DocsIndex;
  /** Every version of every service, in catalogue order. */
  services: ServiceDoc[];
}

/** The documentation of the whole catalogue: one document per service version, and the index. */
export function buildCatalogueDocs(catalogue: CatalogueSource): CatalogueDocs {
  const services = catalogue.categories.flatMap((category) =>
    category.services.flatMap((service) => toServiceDocs(service)),
  );
  return { index: buildDocsIndex(services), services };
}

/** The files to write, by path relative to the docs folder (`index.json`, `price-quote/v2.json`). */
export function docFiles(docs: CatalogueDocs): Map<string, string> {
  const files = new Map<string, string>([['index.json', JSON.stringify(docs.index)]]);
  for (const doc of docs.services) {
    const path = serviceDocPath(doc.service, doc.version).slice(docsBasePath.length + 1);
    files.set(path, JSON.stringify(doc));
  }
  return files;
}
