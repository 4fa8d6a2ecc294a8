/**
 * Amplify v6 behind a few helpers. Only ever imported dynamically (`import('./auth')`), so Amplify
 * lands in its own chunk and loads only when a session exists, a user signs in, or a call needs a
 * token.
 */
import { Amplify } from 'aws-amplify';
import { fetchAuthSession, getCurrentUser, signIn, signOut } from 'aws-amplify/auth';
import { getConfig, type AppConfig } from './config';
import type { SignInOutcome } from './auth-context';
import { userFromClaims, type SessionUser } from './session-user';

let configuredClientId: string | undefined;

export function configureAuth(config: AppConfig = getConfig()): void {
  if (configuredClientId === config.userPoolClientId) return;
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        // Local mode only: the local identity server. Absent in AWS.
        ...(config.userPoolEndpoint ? { userPoolEndpoint: config.userPoolEndpoint } : {}),
      },
    },
  });
  configuredClientId = config.userPoolClientId;
}

/** The signed-in user from the ID token, or null when signed out. */
export async function readSessionUser(): Promise<SessionUser | null> {
  configureAuth();
  const session = await fetchAuthSession();
  const idToken = session.tokens?.idToken;
  if (!idToken) return null;
  let fallbackEmail = '';
  if (typeof idToken.payload.email !== 'string') {
    const current = await getCurrentUser();
    fallbackEmail = current.signInDetails?.loginId ?? current.username;
  }
  return userFromClaims(idToken.payload, fallbackEmail);
}

/** The current ID token (refreshed by Amplify when near expiry), or undefined when signed out. */
export async function getIdToken(): Promise<string | undefined> {
  configureAuth();
  try {
    const session = await fetchAuthSession();
    return session.tokens?.idToken?.toString();
  } catch {
    return undefined;
  }
}

/** Amplify's default SRP sign-in with e-mail and password. */
export async function signInWithPassword(email: string, password: string): Promise<SignInOutcome> {
  configureAuth();
  try {
    const result = await signIn({ username: email, password });
    if (!result.isSignedIn) return { status: 'nextStep', step: result.nextStep.signInStep };
  } catch (error) {
    // A session is already there (another tab signed in): use it.
    if (!(error instanceof Error && error.name === 'UserAlreadyAuthenticatedException'))
      throw error;
  }
  const user = await readSessionUser();
  if (!user) throw new Error('Signed in but no ID token was issued');
  return { status: 'signedIn', user };
}

/** Global sign-out; falls back to clearing the local session when the global call fails. */
export async function signOutEverywhere(): Promise<void> {
  configureAuth();
  try {
    await signOut({ global: true });
  } catch {
    await signOut();
  }
}
