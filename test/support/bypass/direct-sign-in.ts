import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { srpClient } from '../../../infra/local/testing/srp-client';
import { parseAuthError, type ParsedAuthError } from '../../../shared/auth-errors';
import { waitForMail } from '../outbox';
import { solvedCaptcha, type PortalRef } from '../portal-sign-in';

/** The local identity's Cognito API through the plain SDK: no Amplify, no portal page. */
export function directCognito(portal: PortalRef): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({
    endpoint: portal.endpoint,
    region: 'us-east-1',
    maxAttempts: 1,
  });
}

export interface DirectTokens {
  idToken: string;
  accessToken: string;
  refreshToken: string;
}

type Captcha = { captchaId: string; answer: string };

/**
 * The first two steps of the portal's sign-in made by hand (InitiateAuth CUSTOM_AUTH with SRP_A,
 * then the SRP password proof), with whatever captcha metadata the caller chooses to send.
 * Resolves to the session that asks for the e-mailed code.
 */
export async function proveDirectly(
  cognito: CognitoIdentityProviderClient,
  portal: PortalRef,
  email: string,
  password: string,
  metadata: Record<string, string>,
): Promise<{ session: string; username: string }> {
  const srp = srpClient(portal.userPoolId);
  const started = await cognito.send(
    new InitiateAuthCommand({
      ClientId: portal.userPoolClientId,
      AuthFlow: 'CUSTOM_AUTH',
      AuthParameters: { USERNAME: email, SRP_A: srp.srpA, CHALLENGE_NAME: 'SRP_A' },
      ClientMetadata: metadata,
    }),
  );
  const proven = await cognito.send(
    new RespondToAuthChallengeCommand({
      ClientId: portal.userPoolClientId,
      ChallengeName: 'PASSWORD_VERIFIER',
      Session: started.Session,
      ChallengeResponses: srp.answer(started.ChallengeParameters ?? {}, password),
    }),
  );
  if (proven.ChallengeName !== 'CUSTOM_CHALLENGE' || !proven.Session) {
    throw new Error(`Expected the e-mail code step, got ${proven.ChallengeName}`);
  }
  return { session: proven.Session, username: started.ChallengeParameters?.USERNAME ?? email };
}

/** The captcha metadata the portal's page sends (a fresh solved captcha unless one is given). */
export async function captchaMetadata(
  portal: PortalRef,
  captcha?: Captcha,
): Promise<Record<string, string>> {
  const { captchaId, answer } = captcha ?? (await solvedCaptcha(portal));
  return { captchaId, captchaAnswer: answer };
}

/** A whole sign-in through the plain SDK: captcha, SRP, the mailed code. */
export async function signInDirectly(
  cognito: CognitoIdentityProviderClient,
  portal: PortalRef,
  email: string,
  password: string,
): Promise<DirectTokens> {
  const since = new Date(Date.now() - 50);
  const metadata = await captchaMetadata(portal);
  const { session, username } = await proveDirectly(cognito, portal, email, password, metadata);
  const code = await waitForMail(portal.outboxUrl, email, /code is (\d{6})/, since);
  const done = await cognito.send(
    new RespondToAuthChallengeCommand({
      ClientId: portal.userPoolClientId,
      ChallengeName: 'CUSTOM_CHALLENGE',
      Session: session,
      ChallengeResponses: { USERNAME: username, ANSWER: code },
    }),
  );
  const result = done.AuthenticationResult;
  if (!result?.IdToken || !result.AccessToken || !result.RefreshToken) {
    throw new Error(`No tokens after the code, got ${done.ChallengeName}`);
  }
  return {
    idToken: result.IdToken,
    accessToken: result.AccessToken,
    refreshToken: result.RefreshToken,
  };
}

/**
 * A sign-in through the plain SDK that proves the password and the mailed code while another
 * session is live, up to the takeover question: its session and grant, for `answerDirectly`.
 */
export async function toTakeoverDirectly(
  cognito: CognitoIdentityProviderClient,
  portal: PortalRef,
  email: string,
  password: string,
): Promise<{ session: string; username: string; grant: string }> {
  const since = new Date(Date.now() - 50);
  const metadata = await captchaMetadata(portal);
  const { session, username } = await proveDirectly(cognito, portal, email, password, metadata);
  const code = await waitForMail(portal.outboxUrl, email, /code is (\d{6})/, since);
  const asked = await answerDirectly(cognito, portal, { session, username }, code);
  const grant = asked.ChallengeParameters?.grant;
  if (asked.ChallengeName !== 'CUSTOM_CHALLENGE' || !asked.Session || !grant) {
    throw new Error(`Expected the takeover question, got ${asked.ChallengeName}`);
  }
  return { session: asked.Session, username, grant };
}

/** Answers the sign-in's current custom challenge with `answer`. */
export function answerDirectly(
  cognito: CognitoIdentityProviderClient,
  portal: PortalRef,
  at: { session: string; username: string },
  answer: string,
) {
  return cognito.send(
    new RespondToAuthChallengeCommand({
      ClientId: portal.userPoolClientId,
      ChallengeName: 'CUSTOM_CHALLENGE',
      Session: at.session,
      ChallengeResponses: { USERNAME: at.username, ANSWER: answer },
    }),
  );
}

/** What an attempt was refused with: the portal's refusal (code and spec message), or Cognito's. */
export async function refusalOf(
  attempt: Promise<unknown>,
): Promise<
  Pick<ParsedAuthError, 'code' | 'message' | 'attemptsLeft'> | { name: string; message: string }
> {
  try {
    await attempt;
  } catch (error) {
    const { name, message } = error as Error;
    const parsed = parseAuthError(message);
    if (!parsed) return { name, message };
    const { code, attemptsLeft } = parsed;
    return attemptsLeft === undefined
      ? { code, message: parsed.message }
      : { code, message: parsed.message, attemptsLeft };
  }
  throw new Error('The attempt was not refused');
}
