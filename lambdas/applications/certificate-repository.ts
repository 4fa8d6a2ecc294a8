import {
  DeleteCommand,
  PutCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
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
 * (`certificateCount`): a place is taken before a certificate is generated and given back if
 * none comes of it, so simultaneous generates cannot pass the limit between them; a revoke
 * removes the record and its place in one transaction.
 */
const table = () => tableName('applications');

export const certificateLimitMessage = `An application can hold ${certificatesPerApplication} client certificates; revoke one before generating another`;
export const certificateNotFoundMessage = 'Certificate not found';

/**
 * Takes one of the application's certificate places before a certificate is generated, so
 * simultaneous generates make no certificate beyond the limit (each counts against the
 * region's quota of 60 until deleted); refuses if the application is gone or at its limit.
 */
export async function reserveCertificatePlace(owner: string, applicationId: string): Promise<void> {
  const taken = await unlessConditionFails(async () => {
    await dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: applicationKey(owner, applicationId),
        UpdateExpression: 'SET certificateCount = if_not_exists(certificateCount, :zero) + :one',
        ConditionExpression:
          'attribute_exists(pk) AND attribute_not_exists(deletingSince) AND ' +
          '(attribute_not_exists(certificateCount) OR certificateCount < :max)',
        ExpressionAttributeValues: { ':zero': 0, ':one': 1, ':max': certificatesPerApplication },
      }),
    );
    return true;
  });
  if (taken) return;
  const { application } = await getApplication(owner, applicationId);
  if (application.deletingSince) throw new NotFound(applicationNotFoundMessage);
  throw new Conflict(certificateLimitMessage);
}

/** Gives back a place reserveCertificatePlace took, when no certificate came of it. */
export async function releaseCertificatePlace(owner: string, applicationId: string): Promise<void> {
  await unlessConditionFails(() =>
    dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: applicationKey(owner, applicationId),
        UpdateExpression: 'SET certificateCount = certificateCount - :one',
        ConditionExpression: 'attribute_exists(pk) AND certificateCount > :zero',
        ExpressionAttributeValues: { ':zero': 0, ':one': 1 },
      }),
    ),
  );
}

/** Records a certificate in the place reserved for it (the application's count already has it). */
export async function putCertificate(record: CertificateRecord): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: table(),
      Item: {
        ...certificateKey(record.owner, record.applicationId, record.certificateId),
        ...record,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
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
