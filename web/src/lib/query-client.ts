import { QueryCache, QueryClient } from '@tanstack/react-query';
import { messages } from '../../../shared/messages';
import { isApiError } from './api-error';
import { showError } from './notify';

/** Client errors (4xx) are answers, not glitches: retry only network and server failures, once. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

/** The app's query client: every failed data call shows the 'Error in getting data' toast. */
export function createQueryClient(options: { retry?: boolean } = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (_error, query) => {
        if (query.meta?.silent) return;
        showError(messages.dataCallFailed);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: options.retry === false ? false : shouldRetry,
      },
    },
  });
}
