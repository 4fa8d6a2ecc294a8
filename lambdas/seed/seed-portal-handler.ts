import type { CloudFormationCustomResourceEvent } from 'aws-lambda';
import { seedContent } from '../content/seed-content';
import { logger } from '../lib/logger';
import { seedOrganizations } from '../organizations/seed-organizations';
import { seedDepartments } from '../requests/production/departments';
import { type AdminOutcome, ensureAdmin } from './ensure-admin';

export const portalSeedPhysicalId = 'marque-portal-seed';

export interface PortalSeedResult {
  PhysicalResourceId: string;
  Data?: { organizations: number; admin: AdminOutcome | 'none' };
}

/**
 * The CloudFormation custom resource (through the CDK Provider framework) that seeds what a new
 * deployment needs before anyone can register: the partner organizations and, when
 * `ResourceProperties.AdminEmail` is set, the first admin (see ensure-admin), and the content
 * (FAQ, banner, videos, blogs, documents) on a new deployment. Create and Update
 * run it (both idempotent); Delete leaves the data to the tables' own fate.
 */
export async function handler(event: CloudFormationCustomResourceEvent): Promise<PortalSeedResult> {
  if (event.RequestType === 'Delete') return { PhysicalResourceId: portalSeedPhysicalId };
  const adminEmail: unknown = event.ResourceProperties.AdminEmail;
  if (adminEmail !== undefined && (typeof adminEmail !== 'string' || !adminEmail.includes('@'))) {
    throw new Error('ResourceProperties.AdminEmail must be an e-mail address');
  }
  const newPortalUrl: unknown = event.ResourceProperties.NewPortalUrl;
  if (
    newPortalUrl !== undefined &&
    (typeof newPortalUrl !== 'string' || !/^https:\/\//.test(newPortalUrl))
  ) {
    throw new Error('ResourceProperties.NewPortalUrl must be an https URL');
  }
  const { written } = await seedOrganizations();
  // The production request form's department and project lists (same table).
  const departments = await seedDepartments();
  // The content a fresh portal shows (each kind once, never over an admin's edits).
  const content = await seedContent(newPortalUrl ? { newPortalUrl } : {});
  const admin = adminEmail ? await ensureAdmin(adminEmail) : 'none';
  logger.info('Portal seeded', {
    organizations: written,
    departments: departments.written,
    content: content.seeded,
    admin,
  });
  return { PhysicalResourceId: portalSeedPhysicalId, Data: { organizations: written, admin } };
}
