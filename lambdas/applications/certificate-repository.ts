import { DeleteCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { certificatesPerApplication } from '../../shared/client-credentials';
import { dynamo } from '../clients/dynamo-client';
import { tableName } from '../data/table-name';
import { unlessConditionFails } from '../data/update-expression';
import { Conflict, NotFound } from '../lib/errors';
import { applicationKey, certificateKey } from './application-keys';
import type { CertificateRecord } from './application-record';
import { applicationNotFoundMessage, getApplication } from './application-repository';

/**
 * Client certificate records. The application item counts its certificates
 * (`certificateCount`), updated in the same transaction as each record, so simultaneous
 * generates cannot pass the limit between them.
 */
const table = () => tableName('applications');

export const certificateLimitMessage = `An application can hold ${certificatesPerApplication} client certificates; revoke one before generating another`;
export const certificateNotFoundMessage = 'Certificate not found';

/** Records the certificate if the application stands and is under the limit; else refuses. */
export async function putCertificate(record: CertificateRecord): Promise<void> {
  const written = await unlessConditionFails(() =>
    dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: table(),
              Key: applicationKey(record.owner, record.applicationId),
              UpdateExpression:
                'SET certificateCount = if_not_exists(certificateCount, :zero) + :one',
              ConditionExpression:
                'attribute_exists(pk) AND attribute_not_exists(deletingSince) AND ' +
                '(attribute_not_exists(certificateCount) OR certificateCount < :max)',
              ExpressionAttributeValues: {
                ':zero': 0,
                ':one': 1,
                ':max': certificatesPerApplication,
              },
            },
          },
          {
            Put: {
              TableName: table(),
              Item: {
                ...certificateKey(record.owner, record.applicationId, record.certificateId),
                ...record,
              },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
        ],
      }),
    ),
  );
  if (written) return;
  const { application } = await getApplication(record.owner, record.applicationId);
  if (application.deletingSince) throw new NotFound(applicationNotFoundMessage);
  throw new Conflict(certificateLimitMessage);
}

/** Removes the record and counts it off its application (if the application still stands). */
export async function deleteCertificateRecord(record: CertificateRecord): Promise<void> {
  const key = certificateKey(record.owner, record.applicationId, record.certificateId);
  const removedWithCount = await unlessConditionFails(() =>
    dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Delete: { TableName: table(), Key: key, ConditionExpression: 'attribute_exists(pk)' },
          },
          {
            Update: {
              TableName: table(),
              Key: applicationKey(record.owner, record.applicationId),
              UpdateExpression: 'SET certificateCount = certificateCount - :one',
              ConditionExpression: 'certificateCount > :zero',
              ExpressionAttributeValues: { ':zero': 0, ':one': 1 },
            },
          },
        ],
      }),
    ),
  );
  if (removedWithCount) return;
  // Already removed, or the application is gone: make sure the record is.
  await dynamo().send(new DeleteCommand({ TableName: table(), Key: key }));
}
