import {
  productionEditWindowDays,
  type ProductionRequest,
  type ProductionRequestRow,
  type ProductionRequestState,
} from '../../../shared/api/requests-production-operations';
import type { ProductionRequestPayload } from '../../../shared/schemas/production-request-payload-schema';
import { maskKey } from '../../applications/to-items';

/** A production request as stored: `USER#<owner>` / `PROD#<uniqueId>`. */
export interface ProductionRequestRecord extends Omit<
  ProductionRequestPayload,
  'uniqueId' | 'businessHours'
> {
  uniqueId: string;
  requester: string;
  applicationId: string;
  service: string;
  businessHours: string;
  status: ProductionRequestState;
  admin?: string;
  lastUpdatedBy: string;
  createdAt: string;
  updatedAt: string;
  reason?: string;
  /** The admin queue item's sort key (`<updatedAt>#<uniqueId>`). */
  queueSk: string;
  /** Once approved: the prod key's id and the last 4 characters of its value. */
  prodKey?: { apiKeyId: string; keyHint: string };
}

/** States an admin can still decide, and the requester still edit or cancel. */
export const openStates: readonly ProductionRequestState[] = ['Pending', 'reSubmit', 'InProgress'];
const windowMs = productionEditWindowDays * 24 * 60 * 60 * 1000;

/**
 * Why the requester may not edit or resubmit the request now, or undefined when they may:
 * an approved request has its key (a new request changes it); a rejected or cancelled one only
 * within 30 days of that decision (spec §4).
 */
export function whyNotEditable(record: ProductionRequestRecord, now: Date): string | undefined {
  if (openStates.includes(record.status)) return undefined;
  if (record.status === 'Approved') {
    return 'This request is approved and its production key issued: make a new request to change it';
  }
  if (now.getTime() - Date.parse(record.updatedAt) > windowMs) {
    return `This request was ${record.status.toLowerCase()} more than ${productionEditWindowDays} days ago and can no longer be changed`;
  }
  return undefined;
}

/** Why the requester may not cancel it now, or undefined when they may. */
export function whyNotCancellable(record: ProductionRequestRecord, now: Date): string | undefined {
  if (record.status === 'Cancelled') return 'This request is already cancelled';
  return whyNotEditable(record, now);
}

export function toProductionRequest(
  record: ProductionRequestRecord,
  now: Date = new Date(),
): ProductionRequest {
  const { queueSk: _queueSk, prodKey, ...rest } = record;
  return {
    ...rest,
    editable: whyNotEditable(record, now) === undefined,
    ...(prodKey
      ? { prodKey: { apiKeyId: prodKey.apiKeyId, maskedKey: maskKey(prodKey.keyHint) } }
      : {}),
  };
}

export function toProductionRow(
  record: ProductionRequestRecord,
  now: Date = new Date(),
): ProductionRequestRow {
  return {
    uniqueId: record.uniqueId,
    requester: record.requester,
    applicationName: record.applicationName,
    service: record.service,
    department: record.department,
    project: record.project,
    organization: record.organization,
    status: record.status,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    editable: whyNotEditable(record, now) === undefined,
  };
}
