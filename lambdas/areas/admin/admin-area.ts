import { createAreaRouter } from '../../lib/area-router';
import { activateUserHandler } from './activate-user-handler';
import { getCatalogueSummaryHandler } from './get-catalogue-summary-handler';
import { unlockUserHandler } from './unlock-user-handler';

export const handler = createAreaRouter<'admin'>({
  activateUser: activateUserHandler,
  unlockUser: unlockUserHandler,
  getCatalogueSummary: getCatalogueSummaryHandler,
});
