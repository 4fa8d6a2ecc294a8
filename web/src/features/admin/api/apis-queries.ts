import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getServiceDefinition,
  listAdminCatalogue,
  setApiStatus,
  setServicePublished,
  uploadServiceDefinition,
} from '../../../../../shared/api/admin-catalogue-operations';
import type { ApiStatus } from '../../../../../shared/api-status';
import { callOperation } from '../../../lib/api-client';
import { adminAreaKey } from './accounts-queries';

/** Which service a change is about. */
export interface ServiceRef {
  category: string;
  service: string;
}

export function useAdminCatalogue() {
  return useQuery({
    queryKey: [...adminAreaKey, 'catalogue'],
    queryFn: ({ signal }) => callOperation(listAdminCatalogue, { signal }),
  });
}

/** After a change the admin list, the public catalogue and the docs are read again at once. */
function useCatalogueChange<TInput, TAnswer>(change: (input: TInput) => Promise<TAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () =>
      Promise.all(
        [adminAreaKey, ['catalogue'], ['docs']].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

export function useSetPublished() {
  return useCatalogueChange(({ published, ...params }: ServiceRef & { published: boolean }) =>
    callOperation(setServicePublished, { params, body: { published } }),
  );
}

export function useSetApiStatus() {
  return useCatalogueChange(
    ({
      status,
      expiresOn,
      ...params
    }: ServiceRef & { apiName: string; status: ApiStatus; expiresOn?: string }) =>
      callOperation(setApiStatus, {
        params,
        body: { status, ...(expiresOn ? { expiresOn } : {}) },
      }),
  );
}

export function useUploadDefinition() {
  return useCatalogueChange(
    ({ definition, ...params }: ServiceRef & { version: string; definition: string }) =>
      callOperation(uploadServiceDefinition, { params, body: { definition } }),
  );
}

/** Fetches an uploaded definition and hands it to the browser as a file download. */
export async function downloadDefinition(ref: ServiceRef & { version: string }): Promise<void> {
  const answer = await callOperation(getServiceDefinition, { params: ref });
  const url = URL.createObjectURL(new Blob([answer.definition], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${answer.service}-${answer.fileName}`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
