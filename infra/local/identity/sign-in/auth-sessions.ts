import { randomBytes } from 'node:crypto';
import type { DefineAuthChallengeTriggerEvent } from 'aws-lambda';

/** The auth flows the local identity runs itself (InitiateAuth's AuthFlow). */
export type SignInFlow = 'USER_SRP_AUTH' | 'USER_PASSWORD_AUTH' | 'CUSTOM_AUTH';

/** The challenge the client must answer next in RespondToAuthChallenge. */
export type PendingChallenge = 'PASSWORD_VERIFIER' | 'NEW_PASSWORD_REQUIRED' | 'CUSTOM_CHALLENGE';

/** One entry of the define-auth-challenge trigger's `request.session`. */
export type ChallengeHistoryEntry = DefineAuthChallengeTriggerEvent['request']['session'][number];

/** The custom challenge create-auth-challenge made, kept for verify-auth-challenge-response. */
export interface CustomChallengeState {
  privateChallengeParameters: Record<string, string>;
  challengeMetadata: string | undefined;
}

export interface SrpState {
  /** The server's secret ephemeral and its public half. */
  b: bigint;
  B: bigint;
  A: bigint;
  verifier: bigint;
  secretBlock: string;
}

/**
 * One sign-in in progress, the state behind Cognito's opaque `Session`. The challenge history
 * is what the define-auth-challenge trigger will read (SRP_A, PASSWORD_VERIFIER, CUSTOM_CHALLENGE).
 */
export interface AuthSession {
  id: string;
  flow: SignInFlow;
  clientId: string;
  userPoolId: string;
  /** cognito-local's Username (the sub for e-mail pools); undefined for a user that does not exist. */
  username: string | undefined;
  /** The name the client signed in with (the triggers' userName when there is no user). */
  signInName?: string;
  pending: PendingChallenge;
  srp?: SrpState;
  challenge?: CustomChallengeState;
  history: ChallengeHistoryEntry[];
  clientMetadata: Record<string, string> | undefined;
  expiresAt: number;
}

/** Cognito's default authentication session validity: 3 minutes. */
export const sessionValidityMs = 3 * 60 * 1000;

/** In-memory sign-in sessions; each expires after 3 minutes and can be taken once. */
export class AuthSessions {
  private readonly sessions = new Map<string, AuthSession>();

  constructor(private readonly now: () => number = Date.now) {}

  open(init: Omit<AuthSession, 'id' | 'expiresAt'>): AuthSession {
    this.purge();
    const session: AuthSession = {
      ...init,
      id: randomBytes(48).toString('base64url'),
      expiresAt: this.now() + sessionValidityMs,
    };
    this.sessions.set(session.id, session);
    return session;
  }

  /** Removes and returns the live session with this id; a session answers one challenge. */
  take(id: string | undefined): AuthSession | undefined {
    this.purge();
    if (!id) return undefined;
    const session = this.sessions.get(id);
    this.sessions.delete(id);
    return session;
  }

  private purge(): void {
    const now = this.now();
    for (const [id, session] of this.sessions) {
      if (session.expiresAt <= now) this.sessions.delete(id);
    }
  }
}
