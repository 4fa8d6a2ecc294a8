import {
  DeleteClientCertificateCommand,
  GenerateClientCertificateCommand,
} from '@aws-sdk/client-api-gateway';
import type { ClientCertificateItem } from '../../shared/api/applications-credentials-operations';
import { apiGateway } from '../clients/api-gateway-client';
import { deploymentTag } from '../lib/deployment-tag';
import { Conflict, NotFound } from '../lib/errors';
import { logger } from '../lib/logger';
import { withinQuota } from '../lib/quota-refusals';
import type { ApplicationRecord, CertificateRecord } from './application-record';
import {
  certificateLimitMessage,
  certificateNotFoundMessage,
  deleteCertificateRecord,
  putCertificate,
  releaseCertificatePlace,
  reserveCertificatePlace,
} from './certificate-repository';
import { certificatesPerApplication } from '../../shared/client-credentials';

/**
 * API Gateway client certificates for an application's prod calls. Generate: a place under the
 * application's limit first, then the certificate, then its record; a failure gives the place
 * back (and deletes the certificate if one was made). The PEM is returned once and never stored by the portal.
 */

const isNotFound = (error: unknown) => error instanceof Error && error.name === 'NotFoundException';

export function toCertificateItem(record: CertificateRecord): ClientCertificateItem {
  return {
    certificateId: record.certificateId,
    applicationId: record.applicationId,
    applicationName: record.applicationName,
    description: record.description,
    stage: record.stage,
    createdAt: record.createdAt,
    expiresAt: record.expiresAt,
  };
}

export async function generateCertificate(
  application: ApplicationRecord,
  held: readonly CertificateRecord[],
  description: string,
): Promise<{ record: CertificateRecord; pem: string }> {
  // Checked early so the usual refusal costs no certificate; the transaction decides races.
  if (held.length >= certificatesPerApplication) throw new Conflict(certificateLimitMessage);
  const { owner, applicationId } = application;
  await reserveCertificatePlace(owner, applicationId);
  let out;
  try {
    out = await withinQuota('clientCertificates', () =>
      apiGateway().send(
        new GenerateClientCertificateCommand({
          description:
            `Application ${application.applicationName} of ${owner} (prod)` +
            (description ? `: ${description}` : ''),
          tags: { ...deploymentTag(), application: applicationId, stage: 'prod' },
        }),
      ),
    );
    if (!out.clientCertificateId || !out.pemEncodedCertificate) {
      throw new Error('API Gateway generated a client certificate without an id or a PEM');
    }
  } catch (error) {
    await releasePlaceQuietly(owner, applicationId);
    throw error;
  }
  const created = out.createdDate ?? new Date();
  const record: CertificateRecord = {
    kind: 'certificate',
    applicationId: application.applicationId,
    applicationName: application.applicationName,
    owner: application.owner,
    certificateId: out.clientCertificateId,
    description,
    stage: 'prod',
    createdAt: created.toISOString(),
    expiresAt: (out.expirationDate ?? new Date(created.getTime() + 365 * 86_400_000)).toISOString(),
  };
  try {
    await putCertificate(record);
  } catch (error) {
    await deleteCertificateQuietly(record.certificateId);
    await releasePlaceQuietly(owner, applicationId);
    throw error;
  }
  return { record, pem: out.pemEncodedCertificate };
}

/** Gives a reserved place back while another failure is being reported: logs, never hides it. */
async function releasePlaceQuietly(owner: string, applicationId: string): Promise<void> {
  try {
    await releaseCertificatePlace(owner, applicationId);
  } catch (error) {
    logger.error('Could not give back a client certificate place', {
      applicationId,
      error: error instanceof Error ? error.name : String(error),
    });
  }
}

async function deleteInApiGateway(certificateId: string): Promise<void> {
  try {
    await apiGateway().send(
      new DeleteClientCertificateCommand({ clientCertificateId: certificateId }),
    );
  } catch (error) {
    if (!isNotFound(error)) throw error;
  }
}

async function deleteCertificateQuietly(certificateId: string): Promise<void> {
  try {
    await deleteInApiGateway(certificateId);
  } catch (error) {
    logger.error('Could not delete a client certificate while undoing its generation', {
      certificateId,
      error: error instanceof Error ? error.name : String(error),
    });
  }
}

/** Revokes one of the application's certificates: deleted in API Gateway, then its record. */
export async function revokeCertificate(
  held: readonly CertificateRecord[],
  certificateId: string,
): Promise<CertificateRecord> {
  const record = held.find((certificate) => certificate.certificateId === certificateId);
  if (!record) throw new NotFound(certificateNotFoundMessage);
  await deleteInApiGateway(record.certificateId);
  await deleteCertificateRecord(record);
  return record;
}
