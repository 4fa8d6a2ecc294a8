import { setApiStatus } from '../../../shared/api/admin-catalogue-operations';
import { DomainError } from '../../lib/errors';
import { handleOperation } from '../../lib/operation-handler';

export const setApiStatusHandler = handleOperation(setApiStatus, () =>
  Promise.reject(new DomainError(501, 'NotImplemented', 'Not built yet')),
);
