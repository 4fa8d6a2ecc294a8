import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  listCategories,
  type CategorySummary,
} from '../../../../../shared/api/catalogue-operations';
import { callOperation } from '../../../lib/api-client';

export function getCategories(signal?: AbortSignal): Promise<{ items: CategorySummary[] }> {
  return callOperation(listCategories, { signal });
}

function byName(a: CategorySummary, b: CategorySummary): number {
  return a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });
}

export const categoriesQuery = () =>
  queryOptions({
    queryKey: ['catalogue', 'categories'],
    queryFn: ({ signal }) => getCategories(signal),
    // The server sorts too; sorting here keeps the page right whatever the source.
    select: (data) => [...data.items].sort(byName),
  });

/** The product categories, sorted by name. */
export function useCategories() {
  return useQuery(categoriesQuery());
}
