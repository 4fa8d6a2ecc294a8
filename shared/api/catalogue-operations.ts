import { z } from 'zod';
import { defineOperation } from './contract';
import { productStages } from '../plans';

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
