/**
 * What the deployed stack's seed custom resources do, as one local function (it runs in a worker
 * with its own environment, see functions/): the catalogue through the module the catalogue seed
 * calls, the partner organizations, the production requests' department and project lists, and
 * the seeded admin's record and, local only, the seeded partner's (the local identity made
 * their Cognito users). Each step is idempotent, so a restart on kept data changes nothing.
 */
import type { CatalogueSeed } from '../../../shared/domain/catalogue';
import { seedContent } from '../../../lambdas/content/seed-content';
import { writeCatalogueSeed } from '../../../lambdas/catalogue/write-catalogue-seed';
import { seedOrganizations } from '../../../lambdas/organizations/seed-organizations';
import { seedDepartments } from '../../../lambdas/requests/production/departments';
import { ensureUserRecord } from '../../../lambdas/users/ensure-user-record';
import { seededPartner, seededPartnerJoinedAt } from './seeded-partner';

export interface LocalSeedEvent {
  catalogue: CatalogueSeed;
  adminEmail: string;
}

export interface LocalSeedResult {
  catalogue: { written: number; deleted: number };
  organizations: number;
  admin: 'created' | 'existing';
  partner: 'created' | 'existing';
}

export const handler = async (event: LocalSeedEvent): Promise<LocalSeedResult> => {
  const catalogue = await writeCatalogueSeed(event.catalogue);
  const { written } = await seedOrganizations();
  await seedDepartments();
  await seedContent();
  const admin = await ensureUserRecord({ email: event.adminEmail, accountStatus: 'admin' });
  const { email, firstName, lastName, organization } = seededPartner;
  const partner = await ensureUserRecord(
    { email, firstName, lastName, organization },
    seededPartnerJoinedAt(),
  );
  return { catalogue, organizations: written, admin, partner };
};
