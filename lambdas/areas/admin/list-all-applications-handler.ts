import { listAllApplications } from '../../../shared/api/admin-insights-operations';
import { listAllApplications as listPage } from '../../admin/insights/all-applications';
import { handleOperation } from '../../lib/operation-handler';

/** Admin: every application with its owner, subscriptions and masked keys, paged. */
export const listAllApplicationsHandler = handleOperation(
  listAllApplications,
  async ({ query }) => {
    const page = await listPage(query);
    return { ...page, limit: query.limit, offset: query.offset };
  },
);
