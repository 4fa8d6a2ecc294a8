import type { QueryClient } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { tourProgressKey } from '../components/guided-tour/use-tour-progress';

/**
 * Waits until a page's guided tour has decided whether to run, so a test can say it did not:
 * the tour's hook is on the page (it mounts with its targets) and, for a signed-in user, the
 * tour progress has been answered or has failed; then driver.js, if the tour was wanted, has
 * loaded and been called. A visitor's hook asks nothing, so being on the page is the event.
 */
export async function tourDecided(queryClient: QueryClient, email: string | null): Promise<void> {
  await waitFor(() => {
    const state = queryClient.getQueryState(tourProgressKey(email));
    expect(state).toBeDefined();
    if (email !== null) expect(['success', 'error']).toContain(state?.status);
  });
  await act(() => vi.dynamicImportSettled());
}
