import type { ClientCredentialsItem } from '../../shared/api/applications-credentials-operations';
import { tryOutScope } from '../../shared/client-credentials';
import { Conflict, NotFound } from '../lib/errors';
import { logger } from '../lib/logger';
import {
  addSecret,
  createAppClient,
  deleteAppClient,
  deleteAppClientQuietly,
  deleteSecret,
} from './app-clients';
import type { ApplicationRecord, ClientCredentialsRecord } from './application-record';
import {
  clientCredentialsExistMessage,
  credentialsChangedMessage,
  deleteClientCredentialsRecord,
  deleteSecretMarker,
  forgetSecretRotation,
  getClientCredentials,
  noClientCredentialsMessage,
  putClientCredentials,
  recordSecretRotation,
  secretRotationInProgressMessage,
  secretRotations,
} from './client-credentials-repository';

/**
 * An application's client credentials. Create: the app client first, then the record with a
 * condition (one per application, application not being deleted); if the record cannot be
 * written the app client is deleted again, so neither exists without the other. Rotate: like
 * key rotation, a new secret at once and the previous one until `now + overlapHours`.
 */

export interface IssuedCredentials {
  record: ClientCredentialsRecord;
  clientSecret: string;
}

export function toClientCredentialsItem(record: ClientCredentialsRecord): ClientCredentialsItem {
  return {
    clientId: record.clientId,
    createdAt: record.createdAt,
    secretCreatedAt: record.secretCreatedAt,
    scope: tryOutScope,
    ...(record.previousSecret ? { previousSecretExpiresAt: record.previousSecret.expiresAt } : {}),
  };
}

export async function createClientCredentials(
  application: ApplicationRecord,
  now: Date = new Date(),
): Promise<IssuedCredentials> {
  if (await getClientCredentials(application.owner, application.applicationId)) {
    throw new Conflict(clientCredentialsExistMessage);
  }
  const { clientId, secret } = await createAppClient(application);
  const record: ClientCredentialsRecord = {
    kind: 'client',
    applicationId: application.applicationId,
    owner: application.owner,
    clientId,
    createdAt: now.toISOString(),
    secretId: secret.secretId,
    secretCreatedAt: secret.createdAt,
  };
  try {
    await putClientCredentials(record);
  } catch (error) {
    await deleteAppClientQuietly(clientId);
    throw error;
  }
  return { record, clientSecret: secret.value };
}

export async function requireClientCredentials(
  owner: string,
  applicationId: string,
): Promise<ClientCredentialsRecord> {
  const record = await getClientCredentials(owner, applicationId);
  if (!record) throw new NotFound(noClientCredentialsMessage);
  return record;
}

export async function rotateClientSecret(
  record: ClientCredentialsRecord,
  overlapHours: number,
  now: Date = new Date(),
): Promise<IssuedCredentials> {
  if (record.previousSecret) {
    throw new Conflict(secretRotationInProgressMessage(record.previousSecret.expiresAt));
  }
  const next = await addSecret(record.clientId).catch((error: unknown) => {
    // An app client holds two secrets at most: a simultaneous rotation has just added the other.
    if (error instanceof Error && error.name === 'LimitExceededException') {
      throw new Conflict(credentialsChangedMessage);
    }
    throw error;
  });
  const expiresAt = new Date(now.getTime() + overlapHours * 3_600_000).toISOString();
  try {
    const rotated = await recordSecretRotation(record, next, {
      secretId: record.secretId,
      expiresAt,
    });
    return { record: rotated, clientSecret: next.value };
  } catch (error) {
    await deleteSecretQuietly(record.clientId, next.secretId);
    throw error;
  }
}

async function deleteSecretQuietly(clientId: string, secretId: string): Promise<void> {
  try {
    await deleteSecret(clientId, secretId);
  } catch (undoError) {
    logger.error('Could not delete the secret of a rotation not completed', {
      clientId,
      error: undoError instanceof Error ? undoError.name : String(undoError),
    });
  }
}

/** The app client goes (its secrets and tokens with it), then the record and any marker. */
export async function removeClientCredentials(record: ClientCredentialsRecord): Promise<void> {
  await deleteAppClient(record.clientId);
  if (record.previousSecret) await deleteSecretMarker(record.previousSecret);
  await deleteClientCredentialsRecord(record);
}

/**
 * Deletes every previous secret among the expired markers; one failure does not stop the others
 * (it is tried again on the next run). Returns the secret ids removed.
 */
export async function sweepExpiredSecrets(
  markers: readonly Record<string, unknown>[],
): Promise<string[]> {
  const removed: string[] = [];
  for (const marker of secretRotations(markers)) {
    try {
      await deleteSecret(marker.clientId, marker.secretId);
      await forgetSecretRotation(marker);
      removed.push(marker.secretId);
    } catch (error) {
      logger.error('Could not remove an expired previous client secret', {
        clientId: marker.clientId,
        error: error instanceof Error ? error.name : String(error),
      });
    }
  }
  return removed;
}
