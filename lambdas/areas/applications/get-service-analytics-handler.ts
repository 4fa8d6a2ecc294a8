import { getServiceAnalytics } from '../../../shared/api/applications-operations';
import { handleOperation } from '../../lib/operation-handler';
import { ownServiceAnalytics, serviceAnalytics } from '../../usage/service-analytics';

/**
 * Calls per day of each service over a range: staff (directory users) and admins see every
 * service's, a partner the services they subscribe to, their own keys only.
 */
export const getServiceAnalyticsHandler = handleOperation(
  getServiceAnalytics,
  async ({ query, caller }) =>
    caller.isAdmin || caller.isStaff
      ? serviceAnalytics(query.from, query.to)
      : ownServiceAnalytics(caller.email, query.from, query.to),
);
