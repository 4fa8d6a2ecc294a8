import { getServiceDefinition } from '../../../shared/api/admin-catalogue-operations';
import { DomainError } from '../../lib/errors';
import { handleOperation } from '../../lib/operation-handler';

export const getServiceDefinitionHandler = handleOperation(getServiceDefinition, () =>
  Promise.reject(new DomainError(501, 'NotImplemented', 'Not built yet')),
);
