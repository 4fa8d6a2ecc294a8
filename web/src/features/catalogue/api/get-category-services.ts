import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as z from 'zod';
import { listCategoryServices } from '../../../../../shared/api/catalogue-operations';
import { callOperation } from '../../../lib/api-client';

export type CategoryServices = z.output<typeof listCategoryServices.response>;

/** `category` may also name a service or an API resource; the answer names the real category. */
export function getCategoryServices(
  category: string,
  signal?: AbortSignal,
): Promise<CategoryServices> {
  return callOperation(listCategoryServices, { params: { category }, signal });
}

export const categoryServicesQuery = (category: string) =>
  queryOptions({
    queryKey: ['catalogue', 'services', category],
    queryFn: ({ signal }) => getCategoryServices(category, signal),
  });

export function useCategoryServices(category: string) {
  return useQuery(categoryServicesQuery(category));
}
