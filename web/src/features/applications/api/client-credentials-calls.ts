import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createClientCredentials,
  deleteClientCredentials,
  getClientCredentials,
  rotateClientSecret,
  type ClientCredentialsItem,
} from '../../../../../shared/api/applications-credentials-operations';
import { callOperation } from '../../../lib/api-client';

const credentialsKey = (applicationId: string) =>
  ['applications', 'client-credentials', applicationId] as const;

/** An application's client credentials without the secret, or null when it has none. */
export const clientCredentialsQuery = (applicationId: string) =>
  queryOptions({
    queryKey: credentialsKey(applicationId),
    queryFn: async ({ signal }): Promise<ClientCredentialsItem | null> =>
      (await callOperation(getClientCredentials, { params: { applicationId }, signal })).item,
  });

export function useClientCredentials(applicationId: string) {
  return useQuery(clientCredentialsQuery(applicationId));
}

/** The credentials with the secret just issued: held by the dialog that shows it, nowhere else. */
export interface IssuedSecret {
  item: ClientCredentialsItem;
  clientSecret: string;
}

/**
 * Create and rotate answer with the secret. Only the listed item goes to the query cache; the
 * mutation is dropped from the mutation cache at once (gcTime 0) once its caller resets it, so
 * the secret lives only in the dialog's state.
 */
function useIssueSecret(kind: 'create' | 'rotate') {
  const queryClient = useQueryClient();
  return useMutation({
    gcTime: 0,
    mutationFn: async (applicationId: string): Promise<IssuedSecret> => {
      const op = kind === 'create' ? createClientCredentials : rotateClientSecret;
      const { item, clientSecret } = await callOperation(op, { params: { applicationId } });
      return { item, clientSecret };
    },
    onSuccess: ({ item }, applicationId) =>
      queryClient.setQueryData(credentialsKey(applicationId), item),
  });
}

export const useCreateClientCredentials = () => useIssueSecret('create');
export const useRotateClientSecret = () => useIssueSecret('rotate');

export function useDeleteClientCredentials() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (applicationId: string) =>
      callOperation(deleteClientCredentials, { params: { applicationId } }),
    onSuccess: (_answer, applicationId) =>
      queryClient.setQueryData(credentialsKey(applicationId), null),
  });
}
