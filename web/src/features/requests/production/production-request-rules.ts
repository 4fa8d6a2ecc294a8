import {
  closedProductionStates,
  productionEditWindowDays,
  type ProductionRequestRow,
} from '../../../../../shared/api/requests-production-operations';

const dayMs = 24 * 60 * 60 * 1000;

/** Why a row's actions are off, or undefined for an action that is on. */
export interface LockedReasons {
  /** Edit and resubmit. */
  change?: string;
  cancel?: string;
}

/**
 * Why edit, resubmit and cancel are off for a request (spec §4: rejected or done requests older
 * than 30 days; an Approved request has its key; a Cancelled one cannot be cancelled again). The
 * server's `editable` has the last word.
 */
export function lockedReasons(
  row: Pick<ProductionRequestRow, 'status' | 'updatedAt' | 'editable'>,
  now = Date.now(),
): LockedReasons {
  const closed = (closedProductionStates as readonly string[]).includes(row.status);
  const old = now - Date.parse(row.updatedAt) > productionEditWindowDays * dayMs;
  const all = (reason: string) => ({ change: reason, cancel: reason });
  if (closed && old) {
    return all(
      `${row.status} more than ${productionEditWindowDays} days ago: it can only be viewed`,
    );
  }
  if (row.status === 'Approved') return all('Approved: its production key is issued');
  if (!row.editable) return all('This request can no longer change');
  if (row.status === 'Cancelled') return { cancel: 'Already cancelled' };
  return {};
}
