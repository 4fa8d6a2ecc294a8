import { randomInt } from 'node:crypto';
import type { CreateAuthChallengeTriggerEvent } from 'aws-lambda';
import { AuthRefusal } from '../../shared/auth-errors';
import { identityRules } from '../../shared/identity-rules';
import { sessionTakeover } from '../../shared/session-takeover';
import { sendMail } from '../clients/mail-client';
import { logger } from '../lib/logger';
import { signInCodeMail } from '../mail/sign-in-code-mail';
import { issueTakeoverGrant } from '../session-takeover/takeover-grants';
import { codeJustProven, codeMetadataPrefix, takeoverMetadata } from './challenge-metadata';
import { emailOfTriggerUser, maskEmail } from './trigger-user';

/**
 * The challenge's metadata carries the code to the next create call of the same sign-in, so a
 * retry after a wrong code asks for the code already mailed. Cognito keeps it in the sign-in's
 * session (given back to the triggers), not in what it returns to the client.
 */
const codePattern = new RegExp(`^${codeMetadataPrefix}(\\d{${identityRules.signInCodeLength}})$`);

function previousCode(session: CreateAuthChallengeTriggerEvent['request']['session']) {
  for (const entry of [...session].reverse()) {
    if (entry.challengeName !== 'CUSTOM_CHALLENGE') continue;
    const match = codePattern.exec(entry.challengeMetadata ?? '');
    if (match?.[1]) return match[1];
  }
  return undefined;
}

/** A uniformly random code of identityRules.signInCodeLength digits, leading zeros kept. */
export function newSignInCode(): string {
  const length = identityRules.signInCodeLength;
  return String(randomInt(10 ** length)).padStart(length, '0');
}

/**
 * The takeover question, asked (define-auth-challenge decides) only once the code was proven and
 * another session was live: the grant it hands the client lets the portal end that session.
 */
async function takeoverChallenge(
  event: CreateAuthChallengeTriggerEvent,
  email: string,
): Promise<CreateAuthChallengeTriggerEvent> {
  const grant = await issueTakeoverGrant(email);
  event.response = {
    publicChallengeParameters: { email: maskEmail(email), step: sessionTakeover.step, grant },
    privateChallengeParameters: { answer: sessionTakeover.accept },
    challengeMetadata: takeoverMetadata,
  };
  return event;
}

/** Makes the e-mailed sign-in code (once per sign-in) and mails it; or the takeover question. */
export const handler = async (
  event: CreateAuthChallengeTriggerEvent,
): Promise<CreateAuthChallengeTriggerEvent> => {
  if (event.request.challengeName !== 'CUSTOM_CHALLENGE') return event;
  const email = emailOfTriggerUser(event);
  if (!email) throw new AuthRefusal('OTP_GENERATION_FAILED');
  if (codeJustProven(event.request.session)) return takeoverChallenge(event, email);
  let code = previousCode(event.request.session);
  if (!code) {
    code = newSignInCode();
    try {
      await sendMail(signInCodeMail(email, code));
    } catch (error) {
      logger.error('Sign-in code mail failed', {
        email,
        error: error instanceof Error ? error.name : String(error),
      });
      throw new AuthRefusal('OTP_GENERATION_FAILED');
    }
  }
  event.response = {
    publicChallengeParameters: { email: maskEmail(email) },
    privateChallengeParameters: { code },
    challengeMetadata: `${codeMetadataPrefix}${code}`,
  };
  return event;
};
