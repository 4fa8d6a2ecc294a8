import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { AuthContext, type AuthContextValue, type AuthStatus } from './auth-context';
import { hasStoredSession } from './session-hint';
import type { SessionUser } from './session-user';

type AuthModule = typeof import('./auth');

interface AuthState {
  status: AuthStatus;
  user: SessionUser | null;
}

interface AuthProviderProps {
  /** The Cognito app client id, to look for a stored session without loading Amplify. */
  clientId: string;
  children: ReactNode;
  /** Loads the Amplify helpers; replaced in tests. */
  loadAuth?: () => Promise<AuthModule>;
}

const signedOut: AuthState = { status: 'signedOut', user: null };

/** Holds the auth state; Amplify is loaded only when a stored session exists or on sign-in. */
export function AuthProvider({
  clientId,
  children,
  loadAuth = defaultLoadAuth,
}: AuthProviderProps) {
  const [sessionStored] = useState(() => hasStoredSession(clientId));
  const [state, setState] = useState<AuthState>(
    sessionStored ? { status: 'loading', user: null } : signedOut,
  );

  useEffect(() => {
    if (!sessionStored) return;
    let active = true;
    loadAuth()
      .then((auth) => auth.readSessionUser())
      .then((user) => {
        if (active) setState(user ? { status: 'signedIn', user } : signedOut);
      })
      .catch(() => {
        if (active) setState(signedOut);
      });
    return () => {
      active = false;
    };
  }, [sessionStored, loadAuth]);

  const signIn = useCallback<AuthContextValue['signIn']>(
    async (email, password) => {
      const auth = await loadAuth();
      const outcome = await auth.signInWithPassword(email, password);
      if (outcome.status === 'signedIn') setState({ status: 'signedIn', user: outcome.user });
      return outcome;
    },
    [loadAuth],
  );

  const signOut = useCallback(async () => {
    const auth = await loadAuth();
    try {
      await auth.signOutEverywhere();
    } finally {
      setState(signedOut);
    }
  }, [loadAuth]);

  const value = useMemo<AuthContextValue>(
    () => ({ status: state.status, user: state.user, signIn, signOut }),
    [state, signIn, signOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

function defaultLoadAuth(): Promise<AuthModule> {
  return import('./auth');
}
