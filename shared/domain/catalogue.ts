import type { PlanTier, ProductStage } from '../plans';

/** A usage plan of one service on one stage (spec §3 Service.usagePlans: id, name). */
export interface UsagePlanRef {
  id: string;
  name: string;
  stage: ProductStage;
  tier: PlanTier;
}

export type HttpVerb = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type AuthorizerType = 'none' | 'apiKey' | 'cognito' | 'customerToken';
export type TokenButton = 'enabled' | 'disabled';

/** A resource/API of a service version (spec §3 Resource/API). */
export interface ApiResource {
  /** Stable name, the OpenAPI operationId. */
  name: string;
  displayName: string;
  description: string;
  method: HttpVerb;
  /** Path of the resource within the product API, version prefix included (e.g. /v1/vehicles/{vin}/status). */
  path: string;
  version: string;
  /** Status text as published (e.g. 'active', 'under maintenance', 'to be expired', 'expired'). */
  apiStatus: string;
  /** Response code to message, from the OpenAPI responses. */
  response: Record<string, string>;
  authorizerType: AuthorizerType;
  generateTokenButton: TokenButton;
}

/** A service of a category (spec §3 Service). */
export interface Service {
  /** Slug, unique across the catalogue (e.g. 'vehicle-status'). */
  service: string;
  /** The product API's id (API Gateway RestApi id). */
  apiId: string;
  /** Display name. */
  apiName: string;
  description: string;
  category: string;
  customPath: string;
  disableAuth: boolean;
  /** File name of a use-case document (PDF) under /documents, if any. */
  useCaseDocument?: string;
  usagePlans: UsagePlanRef[];
  versions: string[];
  resources: ApiResource[];
}

/** A product category (spec §3 Product category). */
export interface Category {
  name: string;
  description: string;
  /** Icon name (one of the portal's category icons). */
  icon: string;
  /** Where the category's Overview leads (a documents page or an outside page). */
  redirectLink: string;
  sdkRequired: boolean;
  authorizationDisabled: boolean;
  /** Whether signed-in users may subscribe to its services. */
  subscribable: boolean;
  /** Whether signed-in non-admin users may request access to it. */
  requestAccess: boolean;
}

/** What seeding the catalogue table takes: categories with their services, ids resolved. */
export interface CatalogueSeed {
  categories: (Category & { services: Service[] })[];
}
