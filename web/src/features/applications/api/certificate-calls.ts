import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  generateCertificate,
  getKeyManager,
  revokeCertificate,
  type ClientCertificateItem,
} from '../../../../../shared/api/applications-credentials-operations';
import { callOperation } from '../../../lib/api-client';
import { keyManagerApiKeysQuery } from '../../../lib/applications/api-keys-query';

export { keyManagerApiKeysQuery };

const keyManagerKey = ['applications', 'key-manager'] as const;

/** Every client certificate of the user's applications. */
export const keyManagerCertificatesQuery = queryOptions({
  queryKey: [...keyManagerKey, 'certificate'],
  queryFn: async ({ signal }): Promise<ClientCertificateItem[]> => {
    const answer = await callOperation(getKeyManager, {
      query: { category: 'certificate' },
      signal,
    });
    return answer.category === 'certificate' ? answer.certificates : [];
  },
});

export function useKeyManagerApiKeys() {
  return useQuery(keyManagerApiKeysQuery);
}

/** The certificates of one application, or of all when no id is given. */
export function useCertificates(applicationId?: string) {
  return useQuery({
    ...keyManagerCertificatesQuery,
    select: (certificates) =>
      applicationId
        ? certificates.filter((certificate) => certificate.applicationId === applicationId)
        : certificates,
  });
}

export interface GeneratedCertificate {
  item: ClientCertificateItem;
  pemEncodedCertificate: string;
}

/** Like a client secret, the PEM is handed to the dialog showing it and kept nowhere else. */
export function useGenerateCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    gcTime: 0,
    mutationFn: async (input: {
      applicationId: string;
      description: string;
    }): Promise<GeneratedCertificate> => {
      const { item, pemEncodedCertificate } = await callOperation(generateCertificate, {
        params: { applicationId: input.applicationId },
        body: { description: input.description },
      });
      return { item, pemEncodedCertificate };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keyManagerKey }),
  });
}

export function useRevokeCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (certificate: ClientCertificateItem) =>
      callOperation(revokeCertificate, {
        params: {
          applicationId: certificate.applicationId,
          certificateId: certificate.certificateId,
        },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keyManagerKey }),
  });
}
