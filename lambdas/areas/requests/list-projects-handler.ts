import { listProjects } from '../../../shared/api/requests-production-operations';
import { handleOperation } from '../../lib/operation-handler';
import { listProjectNames } from '../../requests/production/departments';

/** The production request form's projects, all or one department's. */
export const listProjectsHandler = handleOperation(listProjects, async ({ query }) => ({
  items: await listProjectNames(query.department || undefined),
}));
