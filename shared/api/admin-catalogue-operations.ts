import * as z from 'zod';
import {
  serviceVersionSchema,
  setApiStatusSchema,
  setServicePublishedSchema,
  uploadDefinitionSchema,
} from '../schemas/admin-catalogue-schema';
import { apiResourceSchema } from './catalogue-operations';
import { defineOperation } from './contract';

/**
 * The admin area's catalogue section (issue 9 §3 apis): every service with its published flag,
 * versions and APIs (unpublished ones too); publish and unpublish; an API's status; upload an
 * OpenAPI 3 definition, replacing a version or adding one. Each change writes one audit entry in
 * the same transaction, and the public catalogue, the API search and the docs overlay
 * (`getDocsOverlay`) show it at once. The product API on the gateway is not changed: a version
 * uploaded here is listed in `undeployedVersions` (no try-out) until a platform engineer commits
 * its definition (`getServiceDefinition`) to infra/catalogue and deploys.
 */

const nameParam = z.string().trim().min(1).max(100);
const serviceParams = z.object({ category: nameParam, service: nameParam });

export const adminServiceSchema = z.object({
  category: z.string(),
  service: z.string(),
  /** The service's display name. */
  apiName: z.string(),
  description: z.string(),
  apiId: z.string(),
  /** Unpublished services are gone from the catalogue, search and docs for everyone but admins. */
  published: z.boolean(),
  /** Every version, ascending. */
  versions: z.array(z.string()),
  /** Versions whose definition an admin uploaded here (downloadable with getServiceDefinition). */
  uploadedVersions: z.array(z.string()),
  /** Versions not on the product gateway yet (uploaded here, not deployed): no try-out. */
  undeployedVersions: z.array(z.string()),
  /** Every API of every version, with its status. */
  apis: z.array(apiResourceSchema),
});
export type AdminService = z.infer<typeof adminServiceSchema>;

export const adminCategorySchema = z.object({
  name: z.string(),
  services: z.array(adminServiceSchema),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;

export const listAdminCatalogue = defineOperation({
  area: 'admin',
  id: 'listAdminCatalogue',
  method: 'GET',
  path: '/admin/catalogue/services',
  access: 'admin',
  summary:
    "Every category's services (unpublished too) with published flag, versions and APIs with their status",
  response: z.object({ categories: z.array(adminCategorySchema) }),
});

export const setServicePublished = defineOperation({
  area: 'admin',
  id: 'setServicePublished',
  method: 'PUT',
  path: '/admin/catalogue/categories/{category}/services/{service}/published',
  access: 'admin',
  summary: 'Publishes or unpublishes a service',
  params: serviceParams,
  body: setServicePublishedSchema,
  response: z.object({ message: z.string(), service: adminServiceSchema }),
});

export const setApiStatus = defineOperation({
  area: 'admin',
  id: 'setApiStatus',
  method: 'PUT',
  path: '/admin/catalogue/categories/{category}/services/{service}/apis/{apiName}/status',
  access: 'admin',
  summary:
    "Sets one API's status (active, undermaintenance, tobeexpired, expired); {apiName} is its operationId",
  params: serviceParams.extend({ apiName: nameParam }),
  body: setApiStatusSchema,
  response: z.object({ message: z.string(), service: adminServiceSchema }),
});

export const uploadServiceDefinition = defineOperation({
  area: 'admin',
  id: 'uploadServiceDefinition',
  method: 'PUT',
  path: '/admin/catalogue/categories/{category}/services/{service}/versions/{version}/definition',
  access: 'admin',
  summary:
    "Replaces a version's OpenAPI 3 definition, or adds the version; validated as the build validates the catalogue (400 with the reason, nothing changed)",
  params: serviceParams.extend({ version: serviceVersionSchema }),
  body: uploadDefinitionSchema,
  response: z.object({
    message: z.string(),
    /** Whether the version is new (false: an existing version's definition was replaced). */
    added: z.boolean(),
    service: adminServiceSchema,
  }),
});

export const getServiceDefinition = defineOperation({
  area: 'admin',
  id: 'getServiceDefinition',
  method: 'GET',
  path: '/admin/catalogue/categories/{category}/services/{service}/versions/{version}/definition',
  access: 'admin',
  summary:
    'The OpenAPI definition an admin uploaded for a version, as uploaded (to commit to infra/catalogue)',
  params: serviceParams.extend({ version: serviceVersionSchema }),
  response: z.object({
    category: z.string(),
    service: z.string(),
    version: z.string(),
    /** The file name infra/catalogue expects, e.g. 'openapi-v3.json'. */
    fileName: z.string(),
    /** The definition's JSON text, as uploaded. */
    definition: z.string(),
    uploadedBy: z.string(),
    uploadedAt: z.string(),
  }),
});
