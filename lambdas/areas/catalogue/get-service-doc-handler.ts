import { getServiceDoc } from '../../../shared/api/catalogue-operations';
import { DomainError } from '../../lib/errors';
import { handleOperation } from '../../lib/operation-handler';

export const getServiceDocHandler = handleOperation(getServiceDoc, () =>
  Promise.reject(new DomainError(501, 'NotImplemented', 'Not built yet')),
);
