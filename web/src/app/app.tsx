import { hydrate } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { AppConfig } from '../lib/config';
import { createQueryClient } from '../lib/query-client';
import type { PrerenderedPage } from './prerendered-page';
import { Providers } from './providers';
import { createAppRouter } from './router';

/** `prerendered`: the build's data of the page being hydrated (main.tsx). */
export function App({ config, prerendered }: { config: AppConfig; prerendered?: PrerenderedPage }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    if (prerendered) hydrate(client, prerendered.queries);
    return client;
  });
  const [router] = useState(() => createAppRouter(prerendered?.router));
  return (
    <Providers
      clientId={config.userPoolClientId}
      queryClient={queryClient}
      startSignedOut={Boolean(prerendered)}
    >
      <RouterProvider router={router} />
    </Providers>
  );
}
