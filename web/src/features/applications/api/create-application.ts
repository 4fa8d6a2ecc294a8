import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createApplication,
  type ApplicationItem,
} from '../../../../../shared/api/applications-operations';
import type { CreateApplicationInput } from '../../../../../shared/schemas/application-schema';
import { applicationsAreaKey } from '../../../lib/applications/applications-query';
import { callOperation } from '../../../lib/api-client';

export function useCreateApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateApplicationInput): Promise<ApplicationItem> =>
      (await callOperation(createApplication, { body })).item,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicationsAreaKey }),
  });
}
