import { randomUUID } from 'node:crypto';
import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../data/table-name';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** One admin decision: who did what to which thing, and the thing before and after. */
export interface AuditEntry {
  /** The admin's e-mail. */
  actor: string;
  /** What was done, e.g. `user.activate`, `access.approve`. */
  action: string;
  /** What it was done to, e.g. `user:ana@partner.example`, `access:ana@partner.example:Customer`. */
  target: string;
  /** The changed fields as they were (absent when the thing is new). */
  before?: Record<string, unknown>;
  /** The changed fields as they are now (absent when the thing is gone). */
  after?: Record<string, unknown>;
}

export interface AuditRecord extends AuditEntry {
  entryId: string;
  /** ISO time of the decision. */
  at: string;
}

/** The month partition of a time: `AUDIT#YYYY-MM` (UTC). */
export function auditPartition(at: Date | string): string {
  const iso = typeof at === 'string' ? at : at.toISOString();
  return `AUDIT#${iso.slice(0, 7)}`;
}

/** The record an entry becomes at a given time. */
export function toAuditRecord(entry: AuditEntry, now: Date, entryId = randomUUID()): AuditRecord {
  return { ...entry, entryId, at: now.toISOString() };
}

/**
 * The Put that writes an entry, to go into the same TransactWriteItems as the change it records,
 * so a decision and its entry are written together or not at all.
 */
export function auditPut(entry: AuditEntry, now: Date = new Date()): TransactItem {
  const record = toAuditRecord(entry, now);
  return {
    Put: {
      TableName: tableName('audit'),
      Item: { pk: auditPartition(record.at), sk: `${record.at}#${record.entryId}`, ...record },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}
