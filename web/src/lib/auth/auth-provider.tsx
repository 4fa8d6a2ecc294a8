import { QueryClientContext } from '@tanstack/react-query';
import {
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { configureApiClient, resetApiClientSession } from '../api-client';
import { clearSessionStorage } from '../app-storage';
import { AuthContext, type AuthContextValue, type AuthStatus } from './auth-context';
import { broadcastSignedOut, onSignedOutElsewhere } from './session-channel';
import { hasStoredSession } from './session-hint';
import type { SessionUser } from './session-user';
import { createSessionActivityReporter } from './session-activity';
import { useTokenRefresh } from './use-token-refresh';

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
  /**
   * Where to go when the portal API refused the session (401: expired or revoked). A full load of
   * /signIn by default, which also drops every cached answer of the old session.
   */
  onSessionRejected?: () => void;
  /**
   * The first render is signed out whatever the browser holds (a page pre-rendered at build is
   * being hydrated and must match); a stored session is looked at right after.
   */
  startSignedOut?: boolean;
}

const signedOut: AuthState = { status: 'signedOut', user: null };

/**
 * Holds the auth state; Amplify is loaded only when a stored session exists, on sign-in, or when
 * a call needs the token (the API client gets its token getter from here, so it never imports
 * Amplify itself). Keeps the session alive (refreshes the tokens ~5 minutes before the ID token
 * expires; reports activity to the server) and ends it when another tab signs out or the API
 * answers 401.
 */
export function AuthProvider({
  clientId,
  children,
  loadAuth = defaultLoadAuth,
  onSessionRejected = goToSignIn,
  startSignedOut = false,
}: AuthProviderProps) {
  const [sessionStored] = useState(() => !startSignedOut && hasStoredSession(clientId));
  const [state, setState] = useState<AuthState>(
    sessionStored ? { status: 'loading', user: null } : signedOut,
  );
  const queryClient = useContext(QueryClientContext);
  const statusRef = useRef(state.status);
  // A layout effect: set as the status commits, so a 401 that arrives before the passive effects
  // run (a busy machine) still finds the session signed in and ends it.
  useLayoutEffect(() => {
    statusRef.current = state.status;
  });

  useEffect(() => {
    // Hydrating: the page shows signed out until the stored session is read.
    if (!sessionStored && !(startSignedOut && hasStoredSession(clientId))) return;
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
  }, [sessionStored, startSignedOut, clientId, loadAuth]);

  /** This tab forgets the session (another tab or the server ended it). */
  const dropSession = useCallback(() => {
    clearSessionStorage();
    queryClient?.clear();
    setState(signedOut);
  }, [queryClient]);

  // Another tab signed out: its storage is gone (localStorage is shared); forget ours too.
  useEffect(() => onSignedOutElsewhere(dropSession), [dropSession]);

  // The API refused the token (expired or revoked): end the session locally and go to /signIn.
  const rejectSession = useCallback(() => {
    if (statusRef.current !== 'signedIn') return;
    statusRef.current = 'signedOut';
    void loadAuth()
      .then((auth) => auth.endLocalSession())
      .catch(() => undefined)
      .finally(() => {
        broadcastSignedOut();
        dropSession();
        onSessionRejected();
      });
  }, [loadAuth, dropSession, onSessionRejected]);

  // The API client asks here for the token and reports 401s here. A layout effect, so that it is
  // set before any child's query starts (those start in passive effects).
  useLayoutEffect(() => {
    configureApiClient({
      getIdToken: async () => (await loadAuth()).getIdToken(),
      onUnauthorized: rejectSession,
    });
    return resetApiClientSession;
  }, [loadAuth, rejectSession]);

  // The server's session lapses without activity: report it, throttled, and after each refresh.
  const user = state.user;
  const activity = useMemo(() => (user ? createSessionActivityReporter() : null), [user]);
  const reportActivity = useCallback(() => activity?.active(), [activity]);
  useTokenRefresh({
    user,
    loadAuth,
    onRefreshed: () => activity?.refreshed(),
    onLost: dropSession,
  });

  const settle = useCallback<(outcome: Awaited<ReturnType<AuthContextValue['signIn']>>) => void>(
    (outcome) => {
      if (outcome.status === 'signedIn') setState({ status: 'signedIn', user: outcome.user });
    },
    [],
  );

  const signIn = useCallback<AuthContextValue['signIn']>(
    async (email, password, captcha) => {
      const auth = await loadAuth();
      const outcome = await auth.signInWithPassword(email, password, captcha);
      settle(outcome);
      return outcome;
    },
    [loadAuth, settle],
  );

  const confirmCode = useCallback<AuthContextValue['confirmCode']>(
    async (code) => {
      const auth = await loadAuth();
      const outcome = await auth.confirmSignInCode(code);
      settle(outcome);
      return outcome;
    },
    [loadAuth, settle],
  );

  const takeOverSession = useCallback<AuthContextValue['takeOverSession']>(async () => {
    const auth = await loadAuth();
    const outcome = await auth.takeOverOtherSession();
    settle(outcome);
    return outcome;
  }, [loadAuth, settle]);

  const declineTakeover = useCallback<AuthContextValue['declineTakeover']>(async () => {
    const auth = await loadAuth();
    return auth.declineTakeover();
  }, [loadAuth]);

  const signInWithDomain = useCallback(async () => {
    const auth = await loadAuth();
    await auth.startDomainSignIn();
  }, [loadAuth]);

  const completeDomainSignIn = useCallback(async () => {
    const auth = await loadAuth();
    const user = await auth.completeDomainSignIn();
    if (user) setState({ status: 'signedIn', user });
    return user;
  }, [loadAuth]);

  const getAccessToken = useCallback(async () => {
    const auth = await loadAuth();
    return auth.getAccessToken();
  }, [loadAuth]);

  const refreshSession = useCallback(async () => {
    const auth = await loadAuth();
    if ((await auth.refreshTokens()) !== undefined) activity?.refreshed();
  }, [loadAuth, activity]);

  const signOut = useCallback(async () => {
    try {
      const auth = await loadAuth();
      await auth.endSession();
    } finally {
      clearSessionStorage();
      broadcastSignedOut();
      setState(signedOut);
    }
  }, [loadAuth]);

  const value = useMemo<AuthContextValue>(
    () => ({
      status: state.status,
      user: state.user,
      signIn,
      confirmCode,
      takeOverSession,
      declineTakeover,
      signInWithDomain,
      completeDomainSignIn,
      getAccessToken,
      refreshSession,
      reportActivity,
      signOut,
    }),
    [
      state,
      signIn,
      confirmCode,
      takeOverSession,
      declineTakeover,
      signInWithDomain,
      completeDomainSignIn,
      getAccessToken,
      refreshSession,
      reportActivity,
      signOut,
    ],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

function defaultLoadAuth(): Promise<AuthModule> {
  return import('./auth');
}

function goToSignIn(): void {
  window.location.assign('/signIn');
}
