import { listApplications } from '../../../shared/api/applications-operations';
import { listApplications as listOwnApplications } from '../../applications/application-repository';
import { toApplicationItem } from '../../applications/to-items';
import { handleOperation } from '../../lib/operation-handler';

/** The caller's applications, newest first. */
export const listApplicationsHandler = handleOperation(listApplications, async ({ caller }) => {
  const found = await listOwnApplications(caller.email);
  const items = found
    .map(({ application, subscriptions }) => toApplicationItem(application, subscriptions.length))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return { items };
});
