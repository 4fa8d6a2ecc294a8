import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import {
  updateProfile,
  type Profile,
  type profileUpdateSchema,
} from '../../../../../shared/api/account-operations';
import { messages } from '../../../../../shared/messages';
import { callOperation } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { profileQueryKey } from './get-profile';

export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/** Saves the names and mobile number; the answer replaces the cached profile. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ProfileUpdate): Promise<Profile> =>
      callOperation(updateProfile, { body: values }),
    onSuccess: (profile) => queryClient.setQueryData(profileQueryKey, profile),
  });
}

/** What the edit form says when saving fails: a 4xx answer's own message, else the general one. */
export function profileUpdateErrorMessage(error: unknown): string {
  if (isApiError(error) && error.status >= 400 && error.status < 500) {
    const message = error.message.trim();
    if (message && message !== messages.dataCallFailed) return message;
  }
  return messages.somethingWentWrong;
}
