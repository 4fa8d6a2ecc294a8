import { apiStatusBadge } from '../../../shared/api-status';
import { setApiStatus } from '../../../shared/api/admin-catalogue-operations';
import { setApiStatus as decideApiStatus } from '../../catalogue/admin/catalogue-decisions';
import { toAdminService } from '../../catalogue/admin/to-admin-service';
import { handleOperation } from '../../lib/operation-handler';
import { portalOriginOf } from '../../lib/portal-origin';

export const setApiStatusHandler = handleOperation(
  setApiStatus,
  async ({ params, body, caller, event }) => {
    const { changed, service } = await decideApiStatus(
      params.category,
      params.service,
      params.apiName,
      body,
      caller.email,
      portalOriginOf(event),
    );
    const title = apiStatusBadge(body.status).title;
    const message = changed
      ? `${params.apiName} is now ${title}.`
      : `${params.apiName} is already ${title}.`;
    return { message, service: toAdminService(service) };
  },
);
