import type { ProductionRequestState } from '../../../shared/api/requests-production-operations';
import { userPk } from '../../users/user-keys';

/**
 * Key shapes of production requests in the users table (see lambdas/data/tables.ts):
 * - the request: pk `USER#<owner>`, sk `PROD#<uniqueId>`; uniqueIds are time-ordered UUIDs, so
 *   the owner's newest-first page is one Query;
 * - its pointer: pk `PRODID#<uniqueId>`, sk `PRODID`, naming the owner (admins open any request);
 * - the admin queue item: pk `PRODQ#<state>`, sk `<last change>#<uniqueId>`, moved with each
 *   change of state in the same transaction;
 * - a prod key's reveal code: pk `USER#<owner>`, sk `PRODCODE#<apiKeyId>` (hashed, expires);
 * - the open-request lock: pk `USER#<owner>`, sk `PRODLOCK#<applicationId>#<service>`, naming
 *   the one open (Pending, reSubmit, InProgress) request of that application and service.
 */
export const productionPrefix = 'PROD#';
export const productionKey = (owner: string, uniqueId: string) => ({
  pk: userPk(owner),
  sk: `${productionPrefix}${uniqueId}`,
});
export const productionPointerKey = (uniqueId: string) => ({
  pk: `PRODID#${uniqueId}`,
  sk: 'PRODID',
});
export const productionQueuePk = (state: ProductionRequestState) => `PRODQ#${state}`;
export const productionQueueSk = (at: string, uniqueId: string) => `${at}#${uniqueId}`;
export const productionQueueKey = (state: ProductionRequestState, sk: string) => ({
  pk: productionQueuePk(state),
  sk,
});
export const prodKeyCodeKey = (owner: string, apiKeyId: string) => ({
  pk: userPk(owner),
  sk: `PRODCODE#${apiKeyId}`,
});
export const productionLockKey = (owner: string, applicationId: string, service: string) => ({
  pk: userPk(owner),
  sk: `PRODLOCK#${applicationId}#${service}`,
});
