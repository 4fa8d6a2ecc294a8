import type { TableId } from '../data/tables';

/**
 * The Cognito triggers: each a module exporting `handler`. CDK wires them to the user pool; the
 * local identity calls the very same modules in-process.
 */
export interface TriggerDef {
  entry: string;
  tables: readonly TableId[];
  /** Sends mail (SES; env MAIL_FROM). */
  mail?: boolean;
  /** Calls Cognito's admin API (env USER_POOL_ID). */
  cognito?: boolean;
}

export const triggers = {
  preAuthentication: {
    entry: 'lambdas/triggers/pre-authentication.ts',
    tables: ['users', 'challenges'],
  },
  defineAuthChallenge: {
    entry: 'lambdas/triggers/define-auth-challenge.ts',
    tables: ['users'],
  },
  createAuthChallenge: {
    entry: 'lambdas/triggers/create-auth-challenge.ts',
    // challenges: the session takeover's grant.
    tables: ['challenges'],
    mail: true,
  },
  verifyAuthChallengeResponse: {
    entry: 'lambdas/triggers/verify-auth-challenge-response.ts',
    tables: [],
  },
  postAuthentication: {
    entry: 'lambdas/triggers/post-authentication.ts',
    tables: ['users'],
  },
  preTokenGeneration: {
    entry: 'lambdas/triggers/pre-token-generation.ts',
    tables: ['users'],
  },
} as const satisfies Record<string, TriggerDef>;

export type TriggerId = keyof typeof triggers;
