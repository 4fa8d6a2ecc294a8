import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { AuthProvider } from '../lib/auth/auth-provider';
import { onToasterRequested, toasterRequested } from '../lib/toaster-demand';

const AppToaster = lazy(() => import('./app-toaster'));

interface ProvidersProps {
  clientId: string;
  queryClient: QueryClient;
  /** Hydrating a page pre-rendered signed out: see AuthProvider. */
  startSignedOut?: boolean;
  children: ReactNode;
}

/** The toaster mounts on the first gesture or toast (lib/toaster-demand.ts), not at load. */
function useToasterWanted(): boolean {
  const [wanted, setWanted] = useState(toasterRequested);
  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    const off = onToasterRequested(want);
    const options = { capture: true, once: true } as const;
    window.addEventListener('pointerdown', want, options);
    window.addEventListener('keydown', want, options);
    return () => {
      off();
      window.removeEventListener('pointerdown', want, options);
      window.removeEventListener('keydown', want, options);
    };
  }, [wanted]);
  return wanted;
}

export function Providers({ clientId, queryClient, startSignedOut, children }: ProvidersProps) {
  const toasterWanted = useToasterWanted();
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider clientId={clientId} startSignedOut={startSignedOut}>
        {children}
        {toasterWanted ? (
          <Suspense fallback={null}>
            <AppToaster />
          </Suspense>
        ) : null}
      </AuthProvider>
    </QueryClientProvider>
  );
}
