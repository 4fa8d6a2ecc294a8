import type { ApiResource, Category } from '../../shared/domain/catalogue';
import type { OpenApiDocument } from '../../shared/openapi/openapi-document';

export type { OpenApiDocument, OpenApiOperation } from '../../shared/openapi/openapi-document';

/** One service as authored under infra/catalogue/services/<slug>/. */
export interface ServiceSource {
  service: string;
  apiName: string;
  description: string;
  category: string;
  customPath: string;
  disableAuth: boolean;
  useCaseDocument?: string;
  /** Versions in ascending order (e.g. ['v1', 'v2']). */
  versions: string[];
  /** All versions' paths merged into one document (paths carry their version prefix). */
  openapi: OpenApiDocument;
  /** The APIs derived from the document's operations. */
  resources: ApiResource[];
}

export interface CatalogueSource {
  categories: (Category & { services: ServiceSource[] })[];
}
