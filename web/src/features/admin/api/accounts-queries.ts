import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import {
  deactivateUser,
  listOrganizations,
  listOrganizationUsers,
  listUsers,
  setAdmin,
  type listUsersQuerySchema,
} from '../../../../../shared/api/admin-accounts-operations';
import { activateUser, unlockUser } from '../../../../../shared/api/admin-operations';
import { callOperation } from '../../../lib/api-client';

/** Every cached query of the admin area: a decision makes them all stale (lists, counts, log). */
export const adminAreaKey = ['admin'] as const;

export type UsersQuery = z.input<typeof listUsersQuerySchema>;

export function useUsers(query: UsersQuery) {
  return useQuery({
    queryKey: [...adminAreaKey, 'users', query],
    queryFn: ({ signal }) => callOperation(listUsers, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useOrganizationUsers(organization: string, limit: number) {
  return useQuery({
    queryKey: [...adminAreaKey, 'organizationUsers', organization, limit],
    queryFn: ({ signal }) =>
      callOperation(listOrganizationUsers, {
        params: { organization },
        query: { limit },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useOrganizations(query: { limit: number; offset: number; search?: string }) {
  return useQuery({
    queryKey: [...adminAreaKey, 'organizations', query],
    queryFn: ({ signal }) => callOperation(listOrganizations, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export type UserDecisionKind = 'activate' | 'deactivate' | 'unlock' | 'grantAdmin' | 'removeAdmin';

function decide(kind: UserDecisionKind, email: string) {
  const params = { email };
  switch (kind) {
    case 'activate':
      return callOperation(activateUser, { params });
    case 'deactivate':
      return callOperation(deactivateUser, { params });
    case 'unlock':
      return callOperation(unlockUser, { params });
    case 'grantAdmin':
      return callOperation(setAdmin, { params, body: { admin: true } });
    case 'removeAdmin':
      return callOperation(setAdmin, { params, body: { admin: false } });
  }
}

/** One admin decision on an account; the server answers with what it did. */
export function useUserDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, email }: { kind: UserDecisionKind; email: string }) => decide(kind, email),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminAreaKey }),
  });
}
