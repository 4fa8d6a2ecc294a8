import type { DefineAuthChallengeTriggerEvent } from 'aws-lambda';
import { sessionTakeover } from '../../shared/session-takeover';

type SessionEntry = DefineAuthChallengeTriggerEvent['request']['session'][number];

/**
 * What each custom challenge of a sign-in is, as create-auth-challenge names it in its metadata
 * (which Cognito keeps in the sign-in's session, out of the client's reach): the e-mailed code
 * (`EMAIL_CODE-<code>`) or the takeover question (shared/session-takeover.ts).
 */
export const codeMetadataPrefix = 'EMAIL_CODE-';
export const takeoverMetadata = sessionTakeover.step;

export const isTakeoverEntry = (entry: SessionEntry | undefined) =>
  entry?.challengeName === 'CUSTOM_CHALLENGE' && entry.challengeMetadata === takeoverMetadata;

/** Whether the sign-in's last answer was the right e-mailed code. */
export function codeJustProven(session: readonly SessionEntry[]): boolean {
  const last = session.at(-1);
  return (
    last?.challengeName === 'CUSTOM_CHALLENGE' &&
    last.challengeResult &&
    !isTakeoverEntry(last) &&
    (last.challengeMetadata ?? '').startsWith(codeMetadataPrefix)
  );
}
