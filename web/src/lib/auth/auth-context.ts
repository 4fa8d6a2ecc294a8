import { createContext, useContext } from 'react';
import type { SessionUser } from './session-user';
import type { SignInRefusal } from './sign-in-refusal';

export type AuthStatus = 'loading' | 'signedIn' | 'signedOut';

/** What a sign-in step led to. Provider errors are never thrown: they become a refusal. */
export type SignInOutcome =
  | { status: 'signedIn'; user: SessionUser }
  /** The password was right: the portal mailed a 6-digit code (Cognito custom challenge). */
  | {
      status: 'codeRequired';
      maskedEmail: string;
      /** Set by `confirmCode` when the code was wrong and Cognito lets the user try again. */
      wrongCode?: boolean;
    }
  /**
   * Password and code proven, and the user has a live session elsewhere (the one-session rule):
   * they may end it (`takeOverSession`) or keep it (`declineTakeover`, the spec's refusal).
   */
  | { status: 'takeoverOffered' }
  | SignInRefusal;

/** The captcha of the sign-in form: the server's id and the user's answer. */
export interface CaptchaAnswer {
  captchaId: string;
  answer: string;
}

export interface AuthContextValue {
  status: AuthStatus;
  user: SessionUser | null;
  /** E-mail, password and captcha (Amplify CUSTOM_WITH_SRP). */
  signIn(email: string, password: string, captcha: CaptchaAnswer): Promise<SignInOutcome>;
  /** Answers the e-mailed code of the current sign-in. */
  confirmCode(code: string): Promise<SignInOutcome>;
  /** 'Sign out the other session and continue here': ends it on the server, then signs in. */
  takeOverSession(): Promise<SignInOutcome>;
  /** Keeps the other session: the sign-in ends with 'You are already logged in on different machine.' */
  declineTakeover(): Promise<SignInOutcome>;
  /** Leaves for the corporate directory (domain ID); resolves only if the browser stays. */
  signInWithDomain(): Promise<void>;
  /** Finishes a directory sign-in on return (`/signIn?code=`); null when it failed. */
  completeDomainSignIn(): Promise<SessionUser | null>;
  /** The Cognito access token (for `x-access-token`), or undefined when signed out. */
  getAccessToken(): Promise<string | undefined>;
  /** Fetches fresh tokens now (after a password change their claims change). */
  refreshSession(): Promise<void>;
  /**
   * The user is active (the idle timer's events): keeps the server's session alive, at most one
   * report per `identityRules.sessionActivityIntervalMs`. Does nothing while signed out.
   */
  reportActivity(): void;
  /**
   * Ends the session everywhere: the portal's session record, Cognito's tokens (global sign-out),
   * this app's storage, and every other tab (a 'signed-out' broadcast).
   */
  signOut(): Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
