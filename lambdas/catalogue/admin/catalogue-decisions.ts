import { normaliseStatus } from '../../../shared/api-status';
import { Invalid, NotFound } from '../../lib/errors';
import { logger } from '../../lib/logger';
import { updateServiceHits } from '../../search/update-service-hits';
import {
  adminCatalogueMessages,
  type SetApiStatusInput,
} from '../../../shared/schemas/admin-catalogue-schema';
import { versionToMoveTo } from '../../../shared/domain/version-to-move-to';
import { isPublished, type ServiceItem } from '../service-item';
import { commitServiceChange } from './commit-service-change';
import { loadService } from './load-service';
import { getOverride } from './override-store';
import { withStatuses } from './service-changes';
import { tellSubscribers } from './tell-subscribers';

export interface Decision {
  changed: boolean;
  service: ServiceItem;
}

/** Brings the search index in line after a committed change; a failure is logged (a re-seed mends it). */
export async function followInSearch(before: ServiceItem, after: ServiceItem): Promise<void> {
  try {
    await updateServiceHits(
      before.category,
      isPublished(before) ? before : undefined,
      isPublished(after) ? after : undefined,
    );
  } catch (error) {
    logger.error('Could not update the search index after a catalogue change', {
      service: after.service,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}

/** Publishes or unpublishes a service: gone from the catalogue, search and docs when unpublished. */
export async function setPublished(
  category: string,
  service: string,
  published: boolean,
  actor: string,
  now: Date = new Date(),
): Promise<Decision> {
  const before = await loadService(category, service);
  if (isPublished(before) === published) return { changed: false, service: before };
  const override = { ...(await getOverride(category, service)), published };
  const after = await commitServiceChange(
    {
      before,
      after: { ...before, published },
      override,
      countDelta: published ? 1 : -1,
      audit: {
        actor,
        action: published ? 'service.publish' : 'service.unpublish',
        target: `service:${category}/${service}`,
        before: { published: !published },
        after: { published },
      },
    },
    now,
  );
  await followInSearch(before, after);
  return { changed: true, service: after };
}

export const expiresOnPastMessage = 'The expiry day must be after today';

/** The day a To Be Expired API stops: given (the schema asks for it) and after today (UTC). */
function checkedExpiry(expiresOn: string | undefined, now: Date): string {
  const message = expiresOn ? expiresOnPastMessage : adminCatalogueMessages.expiresOnRequired;
  if (!expiresOn || expiresOn <= now.toISOString().slice(0, 10)) {
    throw new Invalid(message, { expiresOn: message });
  }
  return expiresOn;
}

/**
 * Sets one API's status; its subscribers are told when it becomes tobeexpired (with the day it
 * expires, which must be after today, and the version to move to) or expired.
 */
export async function setApiStatus(
  category: string,
  service: string,
  apiName: string,
  { status, expiresOn }: SetApiStatusInput,
  actor: string,
  portalOrigin: string,
  now: Date = new Date(),
): Promise<Decision> {
  const expiry = status === 'tobeexpired' ? checkedExpiry(expiresOn, now) : undefined;
  const before = await loadService(category, service);
  const api = before.resources.find((resource) => resource.name === apiName);
  if (!api) throw new NotFound(`No API '${apiName}' in ${before.apiName}`);
  if (normaliseStatus(api.apiStatus) === status) return { changed: false, service: before };
  const override = await getOverride(category, service);
  override.statuses = { ...override.statuses, [apiName]: status };
  const after = await commitServiceChange(
    {
      before,
      after: withStatuses(before, { [apiName]: status }),
      override,
      audit: {
        actor,
        action: 'api.setStatus',
        target: `api:${service}/${apiName}`,
        before: { apiStatus: api.apiStatus },
        after: { apiStatus: status, ...(expiry ? { expiresOn: expiry } : {}) },
      },
    },
    now,
  );
  const told = {
    kind: 'apiStatus',
    category,
    service,
    apiName: before.apiName,
    api: api.displayName,
  } as const;
  if (status === 'tobeexpired' && expiry) {
    const moveTo = versionToMoveTo(before.versions, api.version);
    await tellSubscribers(
      { ...told, status, expiresOn: expiry, ...(moveTo ? { moveTo } : {}) },
      actor,
      portalOrigin,
    );
  } else if (status === 'expired') {
    await tellSubscribers({ ...told, status }, actor, portalOrigin);
  }
  return { changed: true, service: after };
}
