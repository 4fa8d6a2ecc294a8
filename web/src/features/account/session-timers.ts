import { identityRules } from '../../../../shared/identity-rules';
import { getConfig, type AppConfig } from '../../lib/config';

export interface SessionTimers {
  /** Inactivity before 'Are you still there?' (spec §4: 13 minutes). */
  idleTimeoutMs: number;
  /** The dialog's countdown to sign-out (spec §4: 120 seconds). */
  idleCountdownMs: number;
}

function configuredTimers(): AppConfig['timers'] {
  try {
    return getConfig().timers;
  } catch {
    return undefined; // configuration not loaded (e.g. a component test): the spec's values
  }
}

/** The idle timers: `/config.json`'s `timers` when set (tests shorten them), else identityRules. */
export function sessionTimers(): SessionTimers {
  const timers = configuredTimers();
  return {
    idleTimeoutMs: timers?.idleTimeoutMs ?? identityRules.idleTimeoutMs,
    idleCountdownMs: timers?.idleCountdownMs ?? identityRules.idleCountdownMs,
  };
}
