import type { OperationId } from '../../../shared/api/operations';
import { pathParamsOf } from './owned-things';

type Values = Record<string, string>;
export type FixtureMap = Partial<Record<OperationId, Values>>;

/** The values the fixtures are made of: the developer's things and the catalogue's. */
export interface FixtureValues {
  applicationId: string;
  certificateId: string;
  productionRequestId: string;
  category: string;
  service: string;
  apiId: string;
  version: string;
  apiName: string;
  blogSlug: string;
  /** The account the admin's account routes act on. */
  bystander: string;
  captchaId: string;
}

/**
 * Each operation's path parameters: the developer's own things wherever a path names one, so
 * another developer's call aims at them. A new operation with path parameters needs its entry
 * here (the matrix's first test names any that has none).
 */
export function pathFixtures(v: FixtureValues): FixtureMap {
  const application = { applicationId: v.applicationId };
  const subscription = { ...application, service: v.service, stage: 'sandbox' };
  const request = { uniqueId: v.productionRequestId };
  const service = { category: v.category, service: v.service };
  const account = { email: v.bystander };
  return {
    checkCaptcha: { captchaId: v.captchaId },
    completeTour: { tour: 'home' },
    getApiDefinition: { apiId: v.apiId, stage: 'sandbox' },
    getServiceDetail: service,
    getServiceDoc: { service: v.service, version: v.version },
    listCategoryServices: { category: v.category },
    activateUser: account,
    unlockUser: account,
    deactivateUser: account,
    setAdmin: account,
    listOrganizationUsers: { organization: 'Verma Fleet Services' },
    getServiceDefinition: { ...service, version: v.version },
    setApiStatus: { ...service, apiName: v.apiName },
    setServicePublished: service,
    uploadServiceDefinition: { ...service, version: v.version },
    changePlan: subscription,
    deleteApplication: application,
    getApplication: application,
    revealKey: subscription,
    requestKeyCode: subscription,
    revealProdSubscriptionKey: subscription,
    rotateKey: subscription,
    unsubscribe: subscription,
    createClientCredentials: application,
    deleteClientCredentials: application,
    generateCertificate: application,
    getClientCredentials: application,
    revokeCertificate: { ...application, certificateId: v.certificateId },
    rotateClientSecret: application,
    cancelProductionRequest: request,
    decideProductionRequest: request,
    getProductionRequest: request,
    requestProdKeyCode: request,
    resubmitProductionRequest: request,
    revealProdKey: request,
    getBlogPost: { kind: 'blog', id: v.blogSlug },
    listPublicContent: { kind: 'faq' },
    subscribeStayTuned: { kind: 'stay-tuned' },
  };
}

/** Query strings where one names the developer's things or keeps an allowed call harmless. */
export function queryFixtures(v: FixtureValues): FixtureMap {
  const today = new Date().toISOString().slice(0, 10);
  // A content id no item has: the admin's delete answers 404 and removes nothing.
  const noItem = { kind: 'faq', id: 'authz-matrix-no-item' };
  return {
    getApiDefinition: { category: v.category },
    getUsage: { applicationId: v.applicationId },
    getServiceAnalytics: { from: today, to: today },
    getKeyManager: { category: 'apiKey' },
    deleteContent: noItem,
    updateContent: noItem,
  };
}

/** The operations with path parameters the map gives no value for, by id. */
export function missingPathFixtures(
  operations: readonly { id: string; path: string }[],
  fixtures: Record<string, Values | undefined>,
): string[] {
  return operations
    .filter(({ id, path }) => pathParamsOf(path).some((name) => !fixtures[id]?.[name]))
    .map(({ id }) => id);
}
