import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  listApplications,
  type ApplicationItem,
} from '../../../../shared/api/applications-operations';
import { callOperation } from '../api-client';

/**
 * The signed-in user's applications: the applications page and the catalogue's subscribe dialog
 * share this query (and its cache), so it lives outside both features.
 */
export const applicationsQueryKey = ['applications', 'list'] as const;

/** Every cached query of the applications area (list and details) goes stale after a change. */
export const applicationsAreaKey = ['applications'] as const;

export const applicationsQuery = queryOptions({
  queryKey: applicationsQueryKey,
  queryFn: async ({ signal }): Promise<ApplicationItem[]> =>
    (await callOperation(listApplications, { signal })).items,
});

export function useApplications(enabled = true) {
  return useQuery({ ...applicationsQuery, enabled });
}
