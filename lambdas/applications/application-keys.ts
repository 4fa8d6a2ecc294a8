import type { ProductStage } from '../../shared/plans';
import { applicationNameKey } from '../../shared/schemas/application-schema';
import { normaliseEmail, userPk } from '../users/user-keys';

/** Key shapes of the applications table (see lambdas/data/tables.ts): one partition per owner. */
export const ownerPk = userPk;
export const applicationPrefix = 'APP#';
export const applicationSk = (applicationId: string) => `${applicationPrefix}${applicationId}`;
export const applicationKey = (owner: string, applicationId: string) => ({
  pk: ownerPk(owner),
  sk: applicationSk(applicationId),
});
export const subscriptionKey = (
  owner: string,
  applicationId: string,
  service: string,
  stage: ProductStage,
) => ({ pk: ownerPk(owner), sk: `${applicationSk(applicationId)}#SUB#${service}#${stage}` });
/** The lock that keeps an application name unique per owner, case-insensitively. */
export const nameLockKey = (owner: string, applicationName: string) => ({
  pk: ownerPk(owner),
  sk: `NAME#${applicationNameKey(applicationName)}`,
});
/** An application's client credentials (at most one app client per application). */
export const clientCredentialsKey = (owner: string, applicationId: string) => ({
  pk: ownerPk(owner),
  sk: `${applicationSk(applicationId)}#CLIENT`,
});
export const certificateKey = (owner: string, applicationId: string, certificateId: string) => ({
  pk: ownerPk(owner),
  sk: `${applicationSk(applicationId)}#CERT#${certificateId}`,
});
/** The sparse index of every application (tables.ts `byApplication`), on application items only. */
export const applicationIndex = 'byApplication';
export const applicationIndexPk = 'APP';
export const applicationIndexKeys = (createdAt: string, applicationId: string) => ({
  appsPk: applicationIndexPk,
  appsSk: `${createdAt}#${applicationId}`,
});
/** The sparse index of subscriptions by service (tables.ts `bySubscriber`), on subscriptions only. */
export const subscriberIndex = 'bySubscriber';
export const subscriberIndexPk = (service: string) => `SUB#${service}`;
export const subscriberIndexKeys = (
  service: string,
  owner: string,
  applicationId: string,
  stage: ProductStage,
) => ({
  subPk: subscriberIndexPk(service),
  subSk: `${normaliseEmail(owner)}#${applicationId}#${stage}`,
});
