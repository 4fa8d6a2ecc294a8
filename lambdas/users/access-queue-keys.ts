import type { AccessRequestState } from '../../shared/api/requests-operations';
import { normaliseEmail } from './user-keys';

/**
 * The admin's queues of category access requests, in the users table: one partition per state,
 * pk `ACCESSQ#<state>`, sk `<time>#<email>#<category>` (the request time while Pending, the
 * decision time once decided), so a newest-first page of one state is one Query. The request's
 * own record (`ACCESS#<category>`) keeps its queue item's sk in `queueSk`, and every change of
 * state moves the item in the same transaction.
 */
export const accessQueuePk = (state: AccessRequestState) => `ACCESSQ#${state}`;

export const accessQueueSk = (at: string, email: string, category: string) =>
  `${at}#${normaliseEmail(email)}#${category}`;

export const accessQueueKey = (state: AccessRequestState, sk: string) => ({
  pk: accessQueuePk(state),
  sk,
});
