import type { CatalogueSeed, Service, UsagePlanRef } from '../../shared/domain/catalogue';
import type { CatalogueSource, ServiceSource } from './catalogue-source';

/** Where the ids of the deployed product APIs come from (CDK tokens, or made-up ids locally). */
export interface CatalogueIds {
  /** The RestApi id of a service's product API. */
  apiId(service: string): string;
  /** The service's usage plans (one per stage and tier). */
  usagePlans(service: string): UsagePlanRef[];
}

/**
 * What the catalogue table is seeded with: the categories and services of the source with the
 * ids of their deployed APIs and usage plans, and without the OpenAPI documents (those are
 * served from the product APIs' exports). Returns fresh objects: the source is shared and frozen.
 */
export function toCatalogueSeed(source: CatalogueSource, ids: CatalogueIds): CatalogueSeed {
  return {
    categories: source.categories.map((category) => ({
      name: category.name,
      description: category.description,
      icon: category.icon,
      redirectLink: category.redirectLink,
      sdkRequired: category.sdkRequired,
      authorizationDisabled: category.authorizationDisabled,
      subscribable: category.subscribable,
      requestAccess: category.requestAccess,
      services: category.services.map((service) => toService(service, ids)),
    })),
  };
}

function toService(source: ServiceSource, ids: CatalogueIds): Service {
  return {
    service: source.service,
    apiId: ids.apiId(source.service),
    apiName: source.apiName,
    description: source.description,
    category: source.category,
    customPath: source.customPath,
    disableAuth: source.disableAuth,
    ...(source.useCaseDocument === undefined ? {} : { useCaseDocument: source.useCaseDocument }),
    usagePlans: ids.usagePlans(source.service).map((plan) => ({ ...plan })),
    versions: [...source.versions],
    resources: source.resources.map((resource) => ({
      ...resource,
      response: { ...resource.response },
    })),
  };
}
