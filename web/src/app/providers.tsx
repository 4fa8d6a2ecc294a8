import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { AuthProvider } from '../lib/auth/auth-provider';

const AppToaster = lazy(() => import('./app-toaster'));

interface ProvidersProps {
  clientId: string;
  queryClient: QueryClient;
  /** Hydrating a page pre-rendered signed out: see AuthProvider. */
  startSignedOut?: boolean;
  children: ReactNode;
}

export function Providers({ clientId, queryClient, startSignedOut, children }: ProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider clientId={clientId} startSignedOut={startSignedOut}>
        {children}
        <Suspense fallback={null}>
          <AppToaster />
        </Suspense>
      </AuthProvider>
    </QueryClientProvider>
  );
}
