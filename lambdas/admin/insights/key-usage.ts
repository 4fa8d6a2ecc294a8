import type { UsageDay } from '../../../shared/api/usage-schemas';
import type { PlanTier, ProductStage } from '../../../shared/plans';
import type { Service } from '../../../shared/domain/catalogue';
import { listApplications } from '../../applications/application-repository';
import { listCategories, listServices } from '../../catalogue/catalogue-repository';
import { readServiceKeyUsage } from '../../usage/service-key-usage';
import { mapLimited } from '../../usage/usage-reader';
import { listEveryApplication } from './application-directory';

/** At most this many reads (a usage plan, or an owner's partition) at once. */
const concurrency = 4;

export interface KeyOwner {
  applicationId: string;
  applicationName: string;
  owner: string;
}

/** One key's calls per day in one usage plan, with whose key it is, when known. */
export interface KeyUsageRow {
  service: string;
  apiName: string;
  stage: ProductStage;
  tier: PlanTier;
  keyId: string;
  /** Undefined for a key no subscription holds any more (its application was deleted). */
  application?: KeyOwner;
  days: UsageDay[];
}

/** Every service of the catalogue once: a Query per category (a small, bounded set). */
async function allServices(): Promise<Service[]> {
  const categories = await listCategories();
  const lists = await Promise.all(categories.map((c) => listServices(c.name)));
  const bySlug = new Map<string, Service>();
  for (const service of lists.flat()) bySlug.set(service.service, service);
  return [...bySlug.values()];
}

/**
 * Which application holds each key id: the applications index, then each owner's partition once
 * (a Query each); a rotated key still in its overlap window counts for its application too.
 */
export async function keyOwners(): Promise<Map<string, KeyOwner>> {
  const owners = [...new Set((await listEveryApplication()).map((app) => app.owner))];
  const byKey = new Map<string, KeyOwner>();
  const lists = await mapLimited(owners, concurrency, (owner) => listApplications(owner));
  for (const { subscriptions } of lists.flat()) {
    for (const s of subscriptions) {
      const holder = {
        applicationId: s.applicationId,
        applicationName: s.applicationName,
        owner: s.owner,
      };
      byKey.set(s.apiKeyId, holder);
      if (s.previousKey) byKey.set(s.previousKey.apiKeyId, holder);
    }
  }
  return byKey;
}

/**
 * Calls per day of every key of every usage plan of this stack's services over the range: one
 * read per distinct plan (GetUsage reports each key of the plan), each key's calls counted for
 * its own service (plans may be shared by every service) and mapped to its application.
 */
export async function readKeyUsage(from: string, to: string): Promise<KeyUsageRow[]> {
  const [services, owners] = await Promise.all([allServices(), keyOwners()]);
  const apiNames = new Map(services.map((s) => [s.service, s.apiName]));
  const rows = await readServiceKeyUsage(services, from, to, concurrency);
  return rows.map(({ service, plan, keyId, days }): KeyUsageRow => ({
    service,
    apiName: apiNames.get(service) ?? service,
    stage: plan.stage,
    tier: plan.tier,
    keyId,
    application: owners.get(keyId),
    days,
  }));
}
