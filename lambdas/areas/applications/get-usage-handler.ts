import { getUsage } from '../../../shared/api/applications-operations';
import { handleOperation } from '../../lib/operation-handler';
import { monthUsage } from '../../usage/subscription-usage';

/** This month's calls per day of the caller's subscriptions, for the dashboard's charts. */
export const getUsageHandler = handleOperation(getUsage, ({ query, caller }) =>
  monthUsage(caller.email, query.applicationId),
);
