import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteApplication } from '../../../../../shared/api/applications-operations';
import { applicationsAreaKey } from '../../../lib/applications/applications-query';
import { callOperation } from '../../../lib/api-client';

/** Deletes an application; the server first removes every subscription's key. */
export function useDeleteApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (applicationId: string) =>
      callOperation(deleteApplication, { params: { applicationId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicationsAreaKey }),
  });
}
