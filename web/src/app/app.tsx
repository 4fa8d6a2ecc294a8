import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { AppConfig } from '../lib/config';
import { createQueryClient } from '../lib/query-client';
import { Providers } from './providers';
import { createAppRouter } from './router';

export function App({ config }: { config: AppConfig }) {
  const [queryClient] = useState(() => createQueryClient());
  const [router] = useState(() => createAppRouter());
  return (
    <Providers clientId={config.userPoolClientId} queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}
