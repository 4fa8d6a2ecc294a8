import { Amplify } from 'aws-amplify';
import { confirmSignIn, fetchAuthSession, signIn, signOut } from 'aws-amplify/auth';
import { sessionTakeover } from '../../shared/session-takeover';
import { captchaAnswer, waitForMail } from './outbox';

export interface PortalRef {
  apiUrl: string;
  outboxUrl: string;
  endpoint: string;
  userPoolId: string;
  userPoolClientId: string;
}

export interface PortalTokens {
  idToken: string;
  accessToken: string;
}

/** Asks the portal for a captcha and reads its answer from the local outbox, as a test may. */
export async function solvedCaptcha(
  portal: PortalRef,
): Promise<{ captchaId: string; answer: string }> {
  const response = await fetch(`${portal.apiUrl}/auth/captcha`, { method: 'POST' });
  const { captchaId } = (await response.json()) as { captchaId: string };
  return { captchaId, answer: await captchaAnswer(portal.outboxUrl, captchaId) };
}

export function configureAmplify(portal: PortalRef): void {
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: portal.userPoolId,
        userPoolClientId: portal.userPoolClientId,
        userPoolEndpoint: portal.endpoint,
      },
    },
  });
}

/** Starts the portal's sign-in (CUSTOM_WITH_SRP with a captcha); resolves to Amplify's answer. */
export async function startSignIn(
  portal: PortalRef,
  email: string,
  password: string,
  captcha?: { captchaId: string; answer: string } | null,
) {
  configureAmplify(portal);
  await signOut().catch(() => undefined);
  const metadata = captcha === null ? undefined : (captcha ?? (await solvedCaptcha(portal)));
  return signIn({
    username: email,
    password,
    options: {
      authFlowType: 'CUSTOM_WITH_SRP',
      clientMetadata: metadata
        ? { captchaId: metadata.captchaId, captchaAnswer: metadata.answer }
        : {},
    },
  });
}

/** The whole sign-in as a person does it: captcha, password, the code e-mailed to them. */
export async function signInToPortal(
  portal: PortalRef,
  email: string,
  password: string,
): Promise<PortalTokens> {
  const since = new Date(Date.now() - 50);
  const started = await startSignIn(portal, email, password);
  if (started.nextStep.signInStep !== 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE') {
    throw new Error(`Expected the e-mail code step, got ${started.nextStep.signInStep}`);
  }
  const code = await waitForMail(portal.outboxUrl, email, /code is (\d{6})/, since);
  const done = await confirmSignIn({ challengeResponse: code });
  if (!done.isSignedIn) throw new Error(`Sign-in stopped at ${done.nextStep.signInStep}`);
  return signedInTokens();
}

/** The tokens Amplify holds after a completed sign-in. */
export async function signedInTokens(): Promise<PortalTokens> {
  const tokens = (await fetchAuthSession()).tokens;
  if (!tokens?.idToken || !tokens.accessToken) throw new Error('No tokens after sign-in');
  return { idToken: tokens.idToken.toString(), accessToken: tokens.accessToken.toString() };
}

/**
 * A sign-in that proves its password and code while another session is live, up to the
 * takeover question (shared/session-takeover.ts): resolves to the question's grant. The sign-in
 * stays open for `confirmSignIn` with the answer.
 */
export async function signInToTakeover(
  portal: PortalRef,
  email: string,
  password: string,
): Promise<string> {
  const since = new Date(Date.now() - 50);
  const started = await startSignIn(portal, email, password);
  if (started.nextStep.signInStep !== 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE') {
    throw new Error(`Expected the e-mail code step, got ${started.nextStep.signInStep}`);
  }
  const code = await waitForMail(portal.outboxUrl, email, /code is (\d{6})/, since);
  const asked = await confirmSignIn({ challengeResponse: code });
  const info =
    asked.nextStep.signInStep === 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE'
      ? asked.nextStep.additionalInfo
      : undefined;
  if (info?.step !== sessionTakeover.step || !info.grant) {
    throw new Error(`Expected the takeover question, got ${asked.nextStep.signInStep}`);
  }
  return info.grant;
}

/** The second sign-in of a user with a live session, keeping that session: rejects with the refusal. */
export async function signInKeepingOtherSession(
  portal: PortalRef,
  email: string,
  password: string,
): Promise<void> {
  await signInToTakeover(portal, email, password);
  await confirmSignIn({ challengeResponse: sessionTakeover.decline });
}

/** Ends the session the portal's way (so the one-session rule lets the next sign-in in). */
export async function signOutOfPortal(portal: PortalRef, idToken: string): Promise<void> {
  await fetch(`${portal.apiUrl}/users/me/session`, {
    method: 'DELETE',
    headers: { authorization: idToken },
  });
  await signOut().catch(() => undefined);
}
