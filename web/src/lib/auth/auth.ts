/**
 * Amplify v6 behind a few helpers. Only ever imported dynamically (`import('./auth')`), so Amplify
 * lands in its own chunk and loads only when a session exists, a user signs in, or a call needs a
 * token.
 */
import { Amplify } from 'aws-amplify';
import {
  confirmSignIn,
  fetchAuthSession,
  getCurrentUser,
  signIn,
  signInWithRedirect,
  signOut,
  type SignInOutput,
} from 'aws-amplify/auth';
// Completes a directory (OAuth) sign-in when the browser comes back with `?code=`.
import 'aws-amplify/auth/enable-oauth-listener';
import { Hub } from 'aws-amplify/utils';
import { signOutEverywhere } from '../../../../shared/api/account-operations';
import { takeOverSession } from '../../../../shared/api/auth-operations';
import { signInMetadataKeys } from '../../../../shared/identity-rules';
import { sessionTakeover } from '../../../../shared/session-takeover';
import { callOperation } from '../api-client';
import { clearSessionStorage } from '../app-storage';
import type { CaptchaAnswer, SignInOutcome } from './auth-context';
import { getConfig, type AppConfig } from '../config';
import { maskEmail } from './mask-email';
import { userFromClaims, type SessionUser } from './session-user';
import { signInRefusal, type SignInStep } from './sign-in-refusal';

let configuredClientId: string | undefined;

/** Where the directory sends the browser back to (and where Cognito's logout returns). */
export function oauthRedirectUrl(origin: string = window.location.origin): string {
  return `${origin}/signIn`;
}

export function configureAuth(config: AppConfig = getConfig()): void {
  if (configuredClientId === config.userPoolClientId) return;
  const corporate = config.corporateSignIn;
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        // Local mode only: the local identity server. Absent in AWS.
        ...(config.userPoolEndpoint ? { userPoolEndpoint: config.userPoolEndpoint } : {}),
        // The hosted UI, only for a stage with a corporate directory (domain ID sign-in).
        ...(corporate
          ? {
              loginWith: {
                oauth: {
                  domain: corporate.oauthDomain.replace(/^https?:\/\//, '').replace(/\/+$/, ''),
                  scopes: ['openid', 'email', 'profile', 'aws.cognito.signin.user.admin'],
                  redirectSignIn: [oauthRedirectUrl()],
                  redirectSignOut: [oauthRedirectUrl()],
                  responseType: 'code' as const,
                  providers: [{ custom: corporate.providerName }],
                },
              },
            }
          : {}),
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

/** The current access token (changePassword's `x-access-token`), or undefined when signed out. */
export async function getAccessToken(): Promise<string | undefined> {
  configureAuth();
  try {
    const session = await fetchAuthSession();
    return session.tokens?.accessToken?.toString();
  } catch {
    return undefined;
  }
}

/**
 * Refreshes the tokens now (Amplify would only refresh once they expired) and returns when the new
 * ID token expires, in ms since the epoch; undefined when there is no session or the refresh failed.
 */
export async function refreshTokens(force = true): Promise<number | undefined> {
  configureAuth();
  try {
    const session = await fetchAuthSession({ forceRefresh: force });
    const exp = session.tokens?.idToken?.payload.exp;
    return typeof exp === 'number' ? exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

/** When the current ID token expires (ms since the epoch), without refreshing it. */
export function idTokenExpiresAt(): Promise<number | undefined> {
  return refreshTokens(false);
}

/** What Amplify's answer to a sign-in step means for the form. */
async function outcomeOf(
  result: SignInOutput,
  email: string,
  step: SignInStep,
): Promise<SignInOutcome> {
  if (result.isSignedIn) {
    const user = await readSessionUser();
    return user ? { status: 'signedIn', user } : signInRefusal(undefined, step);
  }
  const { nextStep } = result;
  pendingGrant = '';
  if (nextStep.signInStep === 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE') {
    // The create-auth-challenge trigger may name the (masked) address in its public parameters.
    const info = nextStep.additionalInfo ?? {};
    if (info.step === sessionTakeover.step && info.grant) {
      pendingGrant = info.grant;
      return { status: 'takeoverOffered' };
    }
    const maskedEmail = info.maskedEmail ?? info.email ?? maskEmail(email);
    return { status: 'codeRequired', maskedEmail, ...(step === 'code' ? { wrongCode: true } : {}) };
  }
  // Any other step (new password, MFA setup…) is not part of the portal's flow.
  return signInRefusal(undefined, step);
}

let pendingEmail = '';
/** The takeover question's grant (shared/session-takeover.ts), while it is asked. */
let pendingGrant = '';

/**
 * Step one: SRP with the password, the captcha as client metadata (it reaches the
 * pre-authentication trigger as validationData). The triggers answer with the e-mailed code step
 * or a refusal.
 */
export async function signInWithPassword(
  email: string,
  password: string,
  captcha: CaptchaAnswer,
  retried = false,
): Promise<SignInOutcome> {
  configureAuth();
  pendingEmail = email;
  try {
    const result = await signIn({
      username: email,
      password,
      options: {
        authFlowType: 'CUSTOM_WITH_SRP',
        clientMetadata: {
          [signInMetadataKeys.captchaId]: captcha.captchaId,
          [signInMetadataKeys.captchaAnswer]: captcha.answer,
        },
      },
    });
    return await outcomeOf(result, email, 'password');
  } catch (error) {
    if (error instanceof Error && error.name === 'UserAlreadyAuthenticatedException' && !retried) {
      // This browser already holds a session (another tab signed in). Keep it if it is the same
      // user; otherwise drop it locally and sign in afresh.
      const user = await readSessionUser().catch(() => null);
      if (user && user.email.toLowerCase() === email.toLowerCase()) {
        return { status: 'signedIn', user };
      }
      await endLocalSession();
      return signInWithPassword(email, password, captcha, true);
    }
    return signInRefusal(error, 'password');
  }
}

/** Step two: the 6-digit code. A wrong code asks again while Cognito allows; then a refusal. */
export async function confirmSignInCode(code: string): Promise<SignInOutcome> {
  configureAuth();
  try {
    const result = await confirmSignIn({ challengeResponse: code });
    return await outcomeOf(result, pendingEmail, 'code');
  } catch (error) {
    return signInRefusal(error, 'code');
  }
}

/**
 * 'Sign out the other session and continue here': the portal ends the other session with the
 * grant, then the takeover is accepted and Cognito issues the tokens. A refused grant (the
 * sign-in's 3 minutes are over) or a failed call is told as a refusal; the sign-in starts again.
 */
export async function takeOverOtherSession(): Promise<SignInOutcome> {
  configureAuth();
  try {
    await callOperation(takeOverSession, { body: { email: pendingEmail, grant: pendingGrant } });
    const result = await confirmSignIn({ challengeResponse: sessionTakeover.accept });
    return await outcomeOf(result, pendingEmail, 'code');
  } catch (error) {
    return signInRefusal(error, 'takeover');
  }
}

/** Keeps the other session: the server ends this sign-in with the one-session refusal. */
export async function declineTakeover(): Promise<SignInOutcome> {
  configureAuth();
  try {
    const result = await confirmSignIn({ challengeResponse: sessionTakeover.decline });
    return await outcomeOf(result, pendingEmail, 'takeover');
  } catch (error) {
    return signInRefusal(error, 'takeover');
  }
}

/** Leaves for the corporate directory through Cognito's hosted UI. */
export async function startDomainSignIn(): Promise<void> {
  const config = getConfig();
  const corporate = config.corporateSignIn;
  if (!corporate) throw new Error('This stage has no corporate directory');
  configureAuth(config);
  await signInWithRedirect({ provider: { custom: corporate.providerName } });
}

/**
 * Back from the directory (`/signIn?code=…`): configuring Amplify lets its OAuth listener exchange
 * the code; this waits for the Hub to report `signedIn` (or `signInWithRedirect`) or a failure,
 * then reads the user. Null when the flow failed or took longer than `timeoutMs`.
 */
export function completeDomainSignIn(timeoutMs = 60_000): Promise<SessionUser | null> {
  return new Promise<SessionUser | null>((resolve) => {
    let settled = false;
    const finish = (user: SessionUser | null) => {
      if (settled) return;
      settled = true;
      stop();
      window.clearTimeout(timer);
      resolve(user);
    };
    const readUser = () => {
      readSessionUser().then(finish, () => finish(null));
    };
    const stop = Hub.listen('auth', ({ payload }) => {
      if (payload.event === 'signedIn' || payload.event === 'signInWithRedirect') readUser();
      if (payload.event === 'signInWithRedirect_failure') finish(null);
    });
    const timer = window.setTimeout(() => finish(null), timeoutMs);
    try {
      configureAuth();
    } catch {
      finish(null);
      return;
    }
    // Amplify parks session reads while an OAuth flow is in flight, so this read answers once the
    // flow settled: the user, or null (it failed, or there was no flow: a stale `?code=`). It
    // also covers a flow that finished before this listener (Amplify loaded earlier).
    readSessionUser().then(finish, () => finish(null));
  });
}

/** Drops this browser's session without calling anyone: Amplify's local sign-out, then storage. */
export async function endLocalSession(): Promise<void> {
  configureAuth();
  try {
    await signOut();
  } catch {
    // The tokens are removed below either way.
  }
  clearSessionStorage();
}

/**
 * Sign-out (spec §4): the portal ends the session record and revokes every refresh token (best
 * effort), Cognito's global sign-out (falling back to a local one, e.g. once the tokens were
 * revoked), then this app's storage. Broadcasting to other tabs is the provider's part.
 */
export async function endSession(): Promise<void> {
  configureAuth();
  try {
    await callOperation(signOutEverywhere);
  } catch {
    // Best effort: the Cognito sign-out below still ends the session in this browser.
  }
  try {
    await signOut({ global: true });
  } catch {
    await signOut().catch(() => undefined);
  }
  clearSessionStorage();
}
