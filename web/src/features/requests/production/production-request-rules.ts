import {
  closedProductionStates,
  productionEditWindowDays,
  type ProductionRequestRow,
} from '../../../../../shared/api/requests-production-operations';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Why edit, resubmit and cancel are off for a request, or undefined when they are on (spec §4:
 * rejected or done requests older than 30 days; the server's `editable` has the last word).
 */
export function lockedReason(
  row: Pick<ProductionRequestRow, 'status' | 'updatedAt' | 'editable'>,
  now = Date.now(),
): string | undefined {
  const closed = (closedProductionStates as readonly string[]).includes(row.status);
  const old = now - Date.parse(row.updatedAt) > productionEditWindowDays * dayMs;
  if (closed && old) {
    return `${row.status} more than ${productionEditWindowDays} days ago: it can only be viewed`;
  }
  if (row.status === 'Approved') return 'Approved: it can no longer change';
  if (row.status === 'Cancelled') return 'Cancelled: it can no longer change';
  if (!row.editable) return 'This request can no longer change';
  return undefined;
}
