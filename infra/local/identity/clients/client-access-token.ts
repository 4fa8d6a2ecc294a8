import { randomUUID } from 'node:crypto';
import type { AppClientWithSecrets } from './app-client-secrets';
import { signJwt } from './sign-jwt';

const secondsPerUnit: Record<string, number> = {
  seconds: 1,
  minutes: 60,
  hours: 3600,
  days: 86400,
};

/** Cognito's access token lifetime without a setting: one hour. */
const defaultValiditySeconds = 3600;

/** The client's access token validity, in seconds (`AccessTokenValidity` in its unit). */
export function accessTokenSeconds(client: AppClientWithSecrets): number {
  if (client.AccessTokenValidity === undefined) return defaultValiditySeconds;
  const unit = client.TokenValidityUnits?.AccessToken ?? 'hours';
  return client.AccessTokenValidity * (secondsPerUnit[unit] ?? secondsPerUnit.hours ?? 3600);
}

export interface ClientAccessToken {
  token: string;
  expiresIn: number;
}

/**
 * A machine-to-machine access token with the claims of Cognito's client-credentials tokens: the
 * client is the subject, no user claims, the granted scopes space-separated.
 */
export function clientAccessToken(
  client: AppClientWithSecrets,
  scopes: readonly string[],
  issuer: string,
  now: Date,
): ClientAccessToken {
  const iat = Math.floor(now.getTime() / 1000);
  const expiresIn = accessTokenSeconds(client);
  const token = signJwt({
    sub: client.ClientId,
    token_use: 'access',
    scope: scopes.join(' '),
    auth_time: iat,
    iss: issuer,
    exp: iat + expiresIn,
    iat,
    version: 2,
    jti: randomUUID(),
    client_id: client.ClientId,
  });
  return { token, expiresIn };
}
