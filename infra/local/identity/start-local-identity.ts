import { createPublicKey } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Outbox } from '../outbox/start-outbox';
import { createCognitoLocal } from './cognito-local/create-cognito-local';
import { createFrontServer } from './front/front-server';
import type { IdentityDeps } from './identity-deps';
import { identityTargets, type IdentityQuotas } from './identity-targets';
import { AuthSessions } from './sign-in/auth-sessions';
import { toCognitoError } from './to-cognito-error';
import type { IdentityTriggers } from './triggers/identity-triggers';

export type { IdentityTriggers, InProcessTrigger } from './triggers/identity-triggers';

export interface LocalIdentityOptions {
  /** 0 picks a free port (tests); `npm start` uses 9229, cognito-local's usual port. */
  port: number;
  /** cognito-local's data folder (its JSON files); created when missing. */
  dataDir: string;
  /** Where cognito-local's messages (codes, temporary passwords) are delivered. */
  outbox: Pick<Outbox, 'send'>;
  /** The triggers of every pool not named in `poolTriggers`, called in-process. */
  triggers?: IdentityTriggers;
  /** Other pools' own triggers, by pool name (e.g. the customer pool's custom auth). */
  poolTriggers?: Readonly<Record<string, IdentityTriggers>>;
  /** cognito-local's (pino) log level; 'silent' unless asked. */
  logLevel?: string;
  /** Cognito's quotas, lowered for tests (default: shared/aws-quotas.ts). */
  quotas?: IdentityQuotas;
}

export interface LocalIdentity {
  /** The Cognito endpoint (Amplify's `userPoolEndpoint`, the SDK's `endpoint`). */
  url: string;
  close(): Promise<void>;
}

/**
 * Starts cognito-local in-process behind the wrapper on 127.0.0.1: USER_SRP_AUTH, CUSTOM_AUTH
 * (CUSTOM_WITH_SRP) with the auth-challenge triggers, GetTokensFromRefreshToken, global sign-out,
 * Cognito's errors and CORS on top of what cognito-local answers.
 */
export async function startLocalIdentity(options: LocalIdentityOptions): Promise<LocalIdentity> {
  const runtime = await createCognitoLocal({
    dataDir: options.dataDir,
    outbox: options.outbox,
    triggers: { triggers: options.triggers ?? {}, byPoolName: options.poolTriggers },
    logLevel: options.logLevel ?? 'silent',
  });
  const { modules, services, ctx } = runtime;
  const deps: IdentityDeps = {
    ctx,
    cognito: services.cognito,
    tokenGenerator: services.tokenGenerator,
    sessions: new AuthSessions(),
    triggersFor: runtime.triggersFor,
    revokedRefreshTokens: new Set(),
    signingKey: createPublicKey({ key: modules.publicJwk, format: 'jwk' }),
    now: () => new Date(),
    cognitoLocal: (target, body) => runtime.target(target)(ctx, body),
  };
  const targets = identityTargets(deps, options.quotas);

  let url = '';
  const server = createFrontServer({
    dispatch: (target, body) => (targets[target] ?? ((b) => deps.cognitoLocal(target, b)))(body),
    toCognitoError: (error) => toCognitoError(error, modules),
    jwks: () => ({ keys: [modules.publicJwk] }),
    issuer: (poolId) => `${url}/${poolId}`,
    fallback: runtime.application,
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  runtime.tokenConfig.IssuerDomain = url;

  return {
    url,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
