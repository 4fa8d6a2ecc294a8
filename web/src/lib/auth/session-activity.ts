import { identityRules } from '../../../../shared/identity-rules';
import { callOperation } from '../api-client';

/**
 * Keeps the one session alive on the server (spec §4 with the one-session rule): the session
 * record lapses after the idle limit without a report, so a closed browser frees its user.
 */
export interface SessionActivityReporter {
  /** The user did something: reported unless a report went out within the interval. */
  active(): void;
  /** The tokens were refreshed: reported now, whatever the interval. */
  refreshed(): void;
}

/** The account contract (zod schemas) loads with the first report, not with the app's entry. */
async function sendActivity(): Promise<unknown> {
  const { recordSessionActivity } = await import('../../../../shared/api/account-operations');
  return callOperation(recordSessionActivity);
}

/**
 * Reports through recordSessionActivity, at most once per `intervalMs` for activity. A 401 (the
 * session has ended) reaches the API client's 401 handling, which signs the tab out; any other
 * failure waits for the next report.
 */
export function createSessionActivityReporter(
  send: () => Promise<unknown> = sendActivity,
  intervalMs: number = identityRules.sessionActivityIntervalMs,
): SessionActivityReporter {
  let lastSentAt: number | undefined;
  const sendNow = () => {
    lastSentAt = Date.now();
    send().catch(() => undefined);
  };
  return {
    active: () => {
      if (lastSentAt === undefined || Date.now() - lastSentAt >= intervalMs) sendNow();
    },
    refreshed: sendNow,
  };
}
