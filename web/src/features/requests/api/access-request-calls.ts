import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import {
  decideAccessRequest,
  listAccessRequests,
  type AccessRequestState,
} from '../../../../../shared/api/requests-operations';
import { callOperation } from '../../../lib/api-client';

const accessRequestsKey = ['admin', 'access-requests'] as const;

export interface AccessRequestsPage {
  status: AccessRequestState;
  limit: number;
  cursor?: string;
}

/** Admin: one page of the category access requests in a state (the last page stays on screen while the next comes). */
export function useAccessRequests({ status, limit, cursor }: AccessRequestsPage) {
  return useQuery({
    queryKey: [...accessRequestsKey, status, limit, cursor ?? ''],
    queryFn: ({ signal }) =>
      callOperation(listAccessRequests, { query: { status, limit, cursor }, signal }),
    placeholderData: keepPreviousData,
  });
}

export type DecisionInput = z.input<NonNullable<typeof decideAccessRequest.body>>;

/** Admin: approves or rejects one request; every page of the lists is asked again after. */
export function useDecideAccessRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DecisionInput) => callOperation(decideAccessRequest, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accessRequestsKey }),
  });
}
