import type { KeyObject } from 'node:crypto';
import type {
  CognitoLocalCognitoService,
  CognitoLocalContext,
  CognitoLocalTokenGenerator,
} from './cognito-local/internals';
import type { AuthSessions } from './sign-in/auth-sessions';
import type { TriggersFor } from './triggers/pool-triggers';

/** What the wrapper's own API targets work with. */
export interface IdentityDeps {
  ctx: CognitoLocalContext;
  cognito: CognitoLocalCognitoService;
  tokenGenerator: CognitoLocalTokenGenerator;
  sessions: AuthSessions;
  /** Each pool's own triggers (see triggers/pool-triggers.ts). */
  triggersFor: TriggersFor;
  /** Refresh tokens taken away by a global sign-out (for Cognito's "has been revoked" wording). */
  revokedRefreshTokens: Set<string>;
  /** The key cognito-local signs tokens with, to check the tokens clients send back. */
  signingKey: KeyObject;
  now: () => Date;
  /** cognito-local's own answer to a target, for the wrapper's targets that only adjust a request. */
  cognitoLocal(target: string, body: unknown): Promise<unknown>;
}
