import { createAreaRouter } from '../../lib/area-router';
import { cancelProductionRequestHandler } from './cancel-production-request-handler';
import { decideAccessRequestHandler } from './decide-access-request-handler';
import { decideProductionRequestHandler } from './decide-production-request-handler';
import { getProductionRequestHandler } from './get-production-request-handler';
import { listAccessRequestsHandler } from './list-access-requests-handler';
import { listDepartmentsHandler } from './list-departments-handler';
import { listMyProductionRequestsHandler } from './list-my-production-requests-handler';
import { listProductionRequestsHandler } from './list-production-requests-handler';
import { listProjectsHandler } from './list-projects-handler';
import { requestCategoryAccessHandler } from './request-category-access-handler';
import { requestProdKeyCodeHandler } from './request-prod-key-code-handler';
import { resubmitProductionRequestHandler } from './resubmit-production-request-handler';
import { revealProdKeyHandler } from './reveal-prod-key-handler';
import { submitProductionRequestHandler } from './submit-production-request-handler';

export const handler = createAreaRouter<'requests'>({
  requestCategoryAccess: requestCategoryAccessHandler,
  listAccessRequests: listAccessRequestsHandler,
  decideAccessRequest: decideAccessRequestHandler,
  listDepartments: listDepartmentsHandler,
  listProjects: listProjectsHandler,
  submitProductionRequest: submitProductionRequestHandler,
  resubmitProductionRequest: resubmitProductionRequestHandler,
  cancelProductionRequest: cancelProductionRequestHandler,
  listMyProductionRequests: listMyProductionRequestsHandler,
  getProductionRequest: getProductionRequestHandler,
  listProductionRequests: listProductionRequestsHandler,
  decideProductionRequest: decideProductionRequestHandler,
  requestProdKeyCode: requestProdKeyCodeHandler,
  revealProdKey: revealProdKeyHandler,
});
