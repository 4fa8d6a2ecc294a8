import { listDepartments } from '../../../shared/api/requests-production-operations';
import { handleOperation } from '../../lib/operation-handler';
import { listDepartmentNames } from '../../requests/production/departments';

/** The production request form's departments. */
export const listDepartmentsHandler = handleOperation(listDepartments, async () => ({
  items: await listDepartmentNames(),
}));
