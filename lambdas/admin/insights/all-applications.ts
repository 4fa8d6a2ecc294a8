import type {
  AdminApplication,
  ListAllApplicationsQuery,
} from '../../../shared/api/admin-insights-operations';
import { getApplication } from '../../applications/application-repository';
import { maskKey } from '../../applications/to-items';
import { NotFound } from '../../lib/errors';
import { mapLimited } from '../../usage/usage-reader';
import { listEveryApplication, type IndexedApplication } from './application-directory';

/** At most this many owner partitions read at once. */
const concurrency = 4;

function matches(app: IndexedApplication, query: ListAllApplicationsQuery): boolean {
  if (query.owner && !app.owner.toLowerCase().startsWith(query.owner)) return false;
  if (query.name && !app.applicationName.toLowerCase().includes(query.name)) return false;
  return true;
}

async function withSubscriptions(app: IndexedApplication): Promise<AdminApplication> {
  // The application may have gone since the index was read: show it without subscriptions.
  const full = await getApplication(app.owner, app.applicationId).catch((error: unknown) => {
    if (error instanceof NotFound) return undefined;
    throw error;
  });
  return {
    ...app,
    subscriptions: (full?.subscriptions ?? [])
      .map((s) => ({
        service: s.service,
        apiName: s.apiName,
        stage: s.stage,
        tier: s.tier,
        maskedKey: maskKey(s.keyHint),
        createdAt: s.createdAt,
      }))
      .sort((a, b) => a.service.localeCompare(b.service) || a.stage.localeCompare(b.stage)),
  };
}

/** One page of every application, newest first, filtered by owner prefix and name. */
export async function listAllApplications(
  query: ListAllApplicationsQuery,
): Promise<{ items: AdminApplication[]; total: number }> {
  const found = (await listEveryApplication()).filter((app) => matches(app, query));
  const page = found.slice(query.offset, query.offset + query.limit);
  return { items: await mapLimited(page, concurrency, withSubscriptions), total: found.length };
}
