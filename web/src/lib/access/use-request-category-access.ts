import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CategoryAccess } from '../../../../shared/api/account-operations';
import { requestCategoryAccess } from '../../../../shared/api/requests-operations';
import { messages } from '../../../../shared/messages';
import type { CategoryName } from '../../../../shared/categories';
import { callOperation } from '../api-client';
import type { SessionUser } from '../auth/session-user';
import { showError } from '../notify';
import { categoryAccessKey } from './use-category-access';

function showRequestSent(): void {
  void import('sonner').then(({ toast }) => {
    toast.success(messages.accessRequestSent);
  });
}

/**
 * Sends a category access request (the category cards and /userRequestAccess): the toast
 * 'Request has been sent for approval' and the record Pending at once, or the toast 'Error';
 * either way the user's access records are asked again, so every screen follows the server.
 */
export function useRequestCategoryAccess(user: SessionUser | null) {
  const queryClient = useQueryClient();
  const key = categoryAccessKey(user?.email ?? null);
  return useMutation({
    mutationFn: (category: CategoryName) =>
      callOperation(requestCategoryAccess, { body: { category } }),
    onSuccess: (answer) => {
      queryClient.setQueryData<CategoryAccess['items']>(key, (items = []) => [
        ...items.filter((item) => item.category !== answer.category),
        { category: answer.category, requestStatus: 'Pending' },
      ]);
      showRequestSent();
    },
    onError: () => showError(messages.accessRequestFailed),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
