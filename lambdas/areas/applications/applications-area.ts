import { createAreaRouter } from '../../lib/area-router';
import { DomainError } from '../../lib/errors';
import { errorResponse } from '../../lib/http-response';
import type { ProxyHandler } from '../../lib/operation-handler';

/** Until its handler lands, an operation of this area answers 501 (the contract is first). */
const notBuiltYet: ProxyHandler = async () =>
  errorResponse(new DomainError(501, 'NotImplemented', 'Not built yet'));

export const handler = createAreaRouter<'applications'>({
  listApplications: notBuiltYet,
  createApplication: notBuiltYet,
  getApplication: notBuiltYet,
  deleteApplication: notBuiltYet,
  subscribe: notBuiltYet,
  unsubscribe: notBuiltYet,
  changePlan: notBuiltYet,
  revealKey: notBuiltYet,
});
