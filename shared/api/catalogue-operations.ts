import * as z from 'zod';
import { defineOperation } from './contract';
import { productStages } from '../plans';
import type { ServiceDoc } from '../docs/doc-model';

const nameParam = z.string().trim().min(1).max(100);

export const usagePlanRefSchema = z.object({
  id: z.string(),
  name: z.string(),
  stage: z.enum(['sandbox', 'prod']),
  tier: z.enum(['Basic', 'Standard', 'Advanced', 'Premium']),
});

export const categorySummarySchema = z.object({
  name: z.string(),
  description: z.string(),
  icon: z.string(),
  redirectLink: z.string(),
  sdkRequired: z.boolean(),
  authorizationDisabled: z.boolean(),
  subscribable: z.boolean(),
  requestAccess: z.boolean(),
  serviceCount: z.number().int(),
});
export type CategorySummary = z.infer<typeof categorySummarySchema>;

export const serviceSummarySchema = z.object({
  service: z.string(),
  apiId: z.string(),
  apiName: z.string(),
  description: z.string(),
  category: z.string(),
  customPath: z.string(),
  disableAuth: z.boolean(),
  useCaseDocument: z.string().optional(),
  usagePlans: z.array(usagePlanRefSchema),
  versions: z.array(z.string()),
  /**
   * Versions an admin uploaded in the portal that the product gateway does not serve yet: their
   * docs and APIs are listed, try-out and calls are not available. Absent when there are none.
   */
  undeployedVersions: z.array(z.string()).optional(),
});
export type ServiceSummary = z.infer<typeof serviceSummarySchema>;

export const apiResourceSchema = z.object({
  name: z.string(),
  displayName: z.string(),
  description: z.string(),
  method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']),
  path: z.string(),
  version: z.string(),
  apiStatus: z.string(),
  response: z.record(z.string(), z.string()),
  authorizerType: z.enum(['none', 'apiKey', 'cognito', 'customerToken']),
  generateTokenButton: z.enum(['enabled', 'disabled']),
});

export const listCategories = defineOperation({
  area: 'catalogue',
  id: 'listCategories',
  method: 'GET',
  path: '/catalogue/categories',
  access: 'public',
  summary: 'The product categories, sorted by name',
  response: z.object({ items: z.array(categorySummarySchema) }),
});

export const listCategoryServices = defineOperation({
  area: 'catalogue',
  id: 'listCategoryServices',
  method: 'GET',
  path: '/catalogue/categories/{category}/services',
  access: 'public',
  summary:
    "A category's services; {category} may also be the name of one of its services or API resources",
  params: z.object({ category: nameParam }),
  response: z.object({
    category: categorySummarySchema,
    items: z.array(serviceSummarySchema),
  }),
});

export const getServiceDetail = defineOperation({
  area: 'catalogue',
  id: 'getServiceDetail',
  method: 'GET',
  path: '/catalogue/categories/{category}/services/{service}',
  access: 'public',
  summary: "A service's versions and APIs",
  params: z.object({ category: nameParam, service: nameParam }),
  response: z.object({
    category: categorySummarySchema,
    service: serviceSummarySchema,
    apis: z.array(apiResourceSchema),
  }),
});

export const getApiDefinition = defineOperation({
  area: 'catalogue',
  id: 'getApiDefinition',
  method: 'GET',
  path: '/catalogue/apis/{apiId}/stages/{stage}/definition',
  access: 'public',
  summary: "A product API's OpenAPI 3 definition on a stage",
  params: z.object({
    apiId: z.string().regex(/^[a-z0-9]{1,20}$/, 'apiId is invalid'),
    stage: z.enum(productStages),
  }),
  query: z.object({ category: nameParam }),
  response: z.object({
    apiId: z.string(),
    stage: z.enum(productStages),
    category: z.string(),
    definition: z.record(z.string(), z.unknown()),
  }),
});

const httpVerbs = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** shared/docs/doc-model.ts `DocsIndexEntry`. */
export const docsIndexEntrySchema = z.object({
  category: z.string(),
  service: z.string(),
  apiName: z.string(),
  version: z.string(),
  displayName: z.string(),
  method: z.enum(httpVerbs),
  path: z.string(),
});

/**
 * What changed in the docs since the build wrote the static `/catalogue-docs` (admin uploads and
 * unpublished services). The page merges it over the static index:
 * - drop every static entry of an `unpublished` service;
 * - drop every static entry whose service and version are in `documents` (that version was
 *   replaced or added at runtime), then add `operations` (the `DocsIndex` shape);
 * - read the `ServiceDoc` of a version in `documents` from `getServiceDoc`, not the static file;
 * - a service's version list is `versions[service]` when present;
 * - an operation's status is `statuses[name]` when present (set by an admin since the build).
 */
export const getDocsOverlay = defineOperation({
  area: 'catalogue',
  id: 'getDocsOverlay',
  method: 'GET',
  path: '/catalogue/docs-overlay',
  access: 'public',
  summary: 'The runtime docs: versions uploaded by admins and the unpublished services',
  response: z.object({
    operations: z.record(z.string(), docsIndexEntrySchema),
    documents: z.array(
      z.object({ category: z.string(), service: z.string(), version: z.string() }),
    ),
    versions: z.record(z.string(), z.array(z.string())),
    unpublished: z.array(z.string()),
    statuses: z.record(z.string(), z.string()),
  }),
});

export const getServiceDoc = defineOperation({
  area: 'catalogue',
  id: 'getServiceDoc',
  method: 'GET',
  path: '/catalogue/docs/{service}/{version}',
  access: 'public',
  summary: "An admin-uploaded version's ServiceDoc (shared/docs/doc-model.ts); 404 otherwise",
  params: z.object({ service: nameParam, version: nameParam }),
  // The ServiceDoc is built by the server from a validated definition; its shape is the type's.
  response: z.custom<ServiceDoc>(
    (value) => typeof value === 'object' && value !== null && 'operations' in value,
  ),
});
