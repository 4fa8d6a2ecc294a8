import { useQuery } from '@tanstack/react-query';
import {
  searchOrganizations,
  type Organization,
} from '../../../../../../shared/api/auth-operations';
import { callOperation } from '../../../../lib/api-client';

/** The organization search starts at 3 typed characters (spec §5, §9). */
export const organizationSearchMinLength = 3;

export function searchOrganizationsByName(
  search: string,
  signal?: AbortSignal,
): Promise<Organization[]> {
  return callOperation(searchOrganizations, { query: { search }, signal }).then(
    (data) => data.items,
  );
}

/**
 * Partner organizations matching `term`, asked for only from 3 characters on. A failure is shown
 * inside the list (meta.silent: no toast), where 'Others' stays available.
 */
export function useOrganizationSearch(term: string) {
  const search = term.trim();
  return useQuery({
    queryKey: ['organizations', search.toLowerCase()],
    queryFn: ({ signal }) => searchOrganizationsByName(search, signal),
    enabled: search.length >= organizationSearchMinLength,
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });
}
