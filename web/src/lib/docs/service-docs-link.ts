import type { DocsIndex } from '../../../../shared/docs/doc-model';
import { catalogueLinks } from '../catalogue-links';

interface ServiceRef {
  category: string;
  service: string;
}

/**
 * Where a service's documentation starts: the docs page of its first API in the docs index; the
 * service's page (which lists its APIs) while the index is unknown or lists none of them.
 */
export function serviceDocsLink(index: DocsIndex | undefined, { category, service }: ServiceRef) {
  const first = index
    ? Object.entries(index.operations).find(([, entry]) => entry.service === service)
    : undefined;
  return first
    ? catalogueLinks.apiDetail(first[0])
    : catalogueLinks.serviceDetail(category, service);
}
