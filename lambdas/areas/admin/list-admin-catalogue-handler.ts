import { listAdminCatalogue } from '../../../shared/api/admin-catalogue-operations';
import { DomainError } from '../../lib/errors';
import { handleOperation } from '../../lib/operation-handler';

export const listAdminCatalogueHandler = handleOperation(listAdminCatalogue, () =>
  Promise.reject(new DomainError(501, 'NotImplemented', 'Not built yet')),
);
