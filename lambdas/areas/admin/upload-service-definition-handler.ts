import { uploadServiceDefinition } from '../../../shared/api/admin-catalogue-operations';
import { DomainError } from '../../lib/errors';
import { handleOperation } from '../../lib/operation-handler';

export const uploadServiceDefinitionHandler = handleOperation(uploadServiceDefinition, () =>
  Promise.reject(new DomainError(501, 'NotImplemented', 'Not built yet')),
);
