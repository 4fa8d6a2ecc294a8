import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Toaster } from 'sonner';
import { appRoutes } from '../app/router';
import { AuthContext, type AuthContextValue } from '../lib/auth/auth-context';
import { createQueryClient } from '../lib/query-client';
import { fakeAuth } from './fake-auth';

/** Renders the real route tree at `path` with a fake auth context and a fresh query client. */
export function renderRoute(path: string, auth: AuthContextValue = fakeAuth()) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const queryClient = createQueryClient({ retry: false });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <AuthContext.Provider value={auth}>
        <RouterProvider router={router} />
        <Toaster />
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
  return { ...view, router, user, auth, queryClient };
}
