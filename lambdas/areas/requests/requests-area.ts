import { createAreaRouter } from '../../lib/area-router';
import { decideAccessRequestHandler } from './decide-access-request-handler';
import { listAccessRequestsHandler } from './list-access-requests-handler';
import { requestCategoryAccessHandler } from './request-category-access-handler';

export const handler = createAreaRouter<'requests'>({
  requestCategoryAccess: requestCategoryAccessHandler,
  listAccessRequests: listAccessRequestsHandler,
  decideAccessRequest: decideAccessRequestHandler,
});
