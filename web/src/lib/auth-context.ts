import { createContext, useContext } from 'react';
import type { SessionUser } from './session-user';

export type AuthStatus = 'loading' | 'signedIn' | 'signedOut';

/** What a sign-in attempt led to; provider errors (e.g. NotAuthorizedException) are thrown. */
export type SignInOutcome =
  | { status: 'signedIn'; user: SessionUser }
  /** Cognito asks for another step (new password, code…): the identity work will handle these. */
  | { status: 'nextStep'; step: string };

export interface AuthContextValue {
  status: AuthStatus;
  user: SessionUser | null;
  signIn(email: string, password: string): Promise<SignInOutcome>;
  /** Signs out on every device (`signOut({ global: true })`). */
  signOut(): Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
