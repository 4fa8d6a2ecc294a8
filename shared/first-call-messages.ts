/**
 * Texts of the shortcuts to a first call (issue 23; none is in the spec): the 'Get a sandbox key'
 * dialog, 'Copy curl with my key' and the tours' skip. Apart from messages.ts, whose chunk every
 * route's first load carries, so only the pages that show them load them.
 */
export const firstCallMessages = {
  /** 'Copy curl with my key' put the command on the clipboard. */
  curlCopied: 'Copied: curl with your key',
  /** The browser refused the clipboard (the key was fetched). */
  curlCopyFailed:
    'The curl command could not be copied: allow this site to use the clipboard and try again.',
  /** The one-dialog path to a sandbox key of one's own. */
  sandboxKeyAction: 'Get a sandbox key',
  sandboxKeyHeader: 'Send this key in the x-api-key header',
  /** After 'Skip all tours', where to get them back. */
  toursSkipped: 'Tours skipped. To see them again, choose Show the tours again on My Profile.',
  /** After 'Show the tours again' on My Profile. */
  toursShownAgain: 'The tours will show again, one per page, on your next visits.',
} as const;

/**
 * The 'Get a sandbox key' dialog's outcomes that a plain server
 * message does not tell (what was done before a later step failed).
 */
export const sandboxKeyMessages = {
  createdNotSubscribed: (applicationName: string, reason: string) =>
    `Application ${applicationName} was created, but subscribing it failed: ${reason}`,
  keyNotFetched: (reason: string) =>
    `Subscribed, but the key could not be fetched: ${reason} Reveal it below.`,
  alreadySubscribed: (applicationName: string, apiName: string, tier: string) =>
    `${applicationName} already has a sandbox key for ${apiName}, under the ${tier} plan.`,
} as const;
