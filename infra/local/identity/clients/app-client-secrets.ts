import { randomBytes } from 'node:crypto';
import type { CognitoLocalAppClient } from '../cognito-local/internals';

/** Cognito keeps up to two secrets per app client, for rotation without downtime. */
export const maxSecretsPerClient = 2;

/**
 * One secret of an app client, kept with the client record. `createdAt` is epoch milliseconds:
 * cognito-local's store insists that fields named `…Date` hold Dates.
 */
export interface StoredClientSecret {
  id: string;
  value: string;
  createdAt: number;
}

/** The app client fields the secret and client-token targets read (cognito-local keeps them all). */
export interface AppClientWithSecrets extends CognitoLocalAppClient {
  CreationDate?: Date;
  AllowedOAuthScopes?: string[];
  AccessTokenValidity?: number;
  TokenValidityUnits?: { AccessToken?: string };
  /** The wrapper's own field: the client's current secrets, oldest first. */
  ClientSecrets?: StoredClientSecret[];
}

/** Cognito's secret id: `<client-id>--<epoch-millis-create-time>`. */
export const secretId = (clientId: string, createdAt: number): string =>
  `${clientId}--${createdAt}`;

/**
 * The client's current secrets, oldest first. A client saved with a `ClientSecret` but no list
 * (made by cognito-local before the wrapper kept one) has that secret alone, dated at creation.
 */
export function secretsOf(client: AppClientWithSecrets): StoredClientSecret[] {
  if (client.ClientSecrets) return client.ClientSecrets;
  if (!client.ClientSecret) return [];
  const createdAt = client.CreationDate ? new Date(client.CreationDate).getTime() : 0;
  return [{ id: secretId(client.ClientId, createdAt), value: client.ClientSecret, createdAt }];
}

/**
 * A new secret for the client, created at `now` (a millisecond later than its newest secret
 * when that one has the same time, so ids stay unique).
 */
export function newSecret(
  client: AppClientWithSecrets,
  value: string,
  now: Date,
): StoredClientSecret {
  const newest = Math.max(0, ...secretsOf(client).map((secret) => secret.createdAt));
  const createdAt = Math.max(now.getTime(), newest + 1);
  return { id: secretId(client.ClientId, createdAt), value, createdAt };
}

const secretAlphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A generated secret: 52 characters of [a-z0-9], the shape of Cognito's. */
export function generateSecretValue(): string {
  return Array.from(randomBytes(52), (byte) => secretAlphabet[byte % 36]).join('');
}

/** What AddUserPoolClientSecret accepts as a chosen secret (Cognito's constraints). */
export const isValidSecretValue = (value: string): boolean => /^[\w+]{24,64}$/.test(value);
