import { useQuery } from '@tanstack/react-query';
import { getServiceDetail } from '../../../../../shared/api/catalogue-operations';
import { callOperation } from '../../../lib/api-client';

/**
 * The catalogue's view of the service (its category's access rule, its apiId): the same call and
 * cache entry as the catalogue's service page, asked only when `enabled`.
 */
export function useServiceCatalogue(category: string, service: string, enabled: boolean) {
  return useQuery({
    queryKey: ['catalogue', 'service', category, service],
    queryFn: ({ signal }) =>
      callOperation(getServiceDetail, { params: { category, service }, signal }),
    enabled,
  });
}
