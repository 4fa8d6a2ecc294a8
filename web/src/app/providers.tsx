import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { AuthProvider } from '../lib/auth/auth-provider';

const AppToaster = lazy(() => import('./app-toaster'));

interface ProvidersProps {
  clientId: string;
  queryClient: QueryClient;
  children: ReactNode;
}

export function Providers({ clientId, queryClient, children }: ProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider clientId={clientId}>
        {children}
        <Suspense fallback={null}>
          <AppToaster />
        </Suspense>
      </AuthProvider>
    </QueryClientProvider>
  );
}
