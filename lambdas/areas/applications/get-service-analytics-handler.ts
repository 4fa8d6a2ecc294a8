import { getServiceAnalytics } from '../../../shared/api/applications-operations';
import { Forbidden } from '../../lib/errors';
import { handleOperation } from '../../lib/operation-handler';
import { serviceAnalytics } from '../../usage/service-analytics';

/** Staff (directory users) and admins only: every service's calls per day over a range. */
export const getServiceAnalyticsHandler = handleOperation(
  getServiceAnalytics,
  async ({ query, caller }) => {
    if (!caller.isAdmin && !caller.isStaff) throw new Forbidden();
    return serviceAnalytics(query.from, query.to);
  },
);
