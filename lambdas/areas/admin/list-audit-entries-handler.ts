import { listAuditEntries } from '../../../shared/api/admin-accounts-operations';
import { listAuditLog } from '../../admin/audit-log';
import { handleOperation } from '../../lib/operation-handler';

/** Admin: the audit log, newest first, by actor, target and date range. */
export const listAuditEntriesHandler = handleOperation(listAuditEntries, async ({ query }) => {
  const page = await listAuditLog(query);
  return {
    items: page.items.map((entry) => ({
      entryId: entry.entryId,
      at: entry.at,
      actor: entry.actor,
      action: entry.action,
      target: entry.target,
      before: entry.before ?? null,
      after: entry.after ?? null,
    })),
    total: page.total,
    limit: query.limit,
    offset: query.offset,
    from: page.from,
    to: page.to,
  };
});
