import { randomUUID } from 'node:crypto';
import { createApplication } from '../../../shared/api/applications-operations';
import { createApplication as createApplicationRecord } from '../../applications/application-repository';
import type { ApplicationRecord } from '../../applications/application-record';
import { toApplicationItem } from '../../applications/to-items';
import { handleOperation } from '../../lib/operation-handler';
import { getUser } from '../../users/user-repository';

/** A new application of the caller; its organization comes from the caller's profile. */
export const createApplicationHandler = handleOperation(
  createApplication,
  async ({ body, caller }) => {
    const profile = await getUser(caller.email);
    const record: ApplicationRecord = {
      kind: 'application',
      applicationId: randomUUID(),
      owner: caller.email,
      applicationName: body.applicationName,
      applicationDescription: body.applicationDescription ?? '',
      organization: profile?.organization ?? '',
      createdAt: new Date().toISOString(),
    };
    await createApplicationRecord(record);
    return { item: toApplicationItem(record, 0) };
  },
);
