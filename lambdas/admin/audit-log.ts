import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { auditDefaultDays, auditMaxDays } from '../../shared/api/admin-accounts-operations';
import { daysInRange } from '../../shared/api/usage-schemas';
import { auditPartition, type AuditRecord } from '../audit/audit-entry';
import { dynamo } from '../clients/dynamo-client';
import { tableName } from '../data/table-name';
import { Invalid } from '../lib/errors';

export interface AuditLogQuery {
  limit: number;
  offset: number;
  actor?: string;
  target?: string;
  /** UTC days `YYYY-MM-DD`, both included. */
  from?: string;
  to?: string;
}

export interface AuditLogPage {
  items: AuditRecord[];
  total: number;
  from: string;
  to: string;
}

const dayMs = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The range asked for, the last 30 days (today included) by default. */
export function auditRange(query: AuditLogQuery, now: Date): { from: string; to: string } {
  const to = query.to ?? isoDay(now.getTime());
  const from = query.from ?? isoDay(Date.parse(`${to}T00:00:00Z`) - (auditDefaultDays - 1) * dayMs);
  if (from > to)
    throw new Invalid('From must be on or before To', { from: 'From must be on or before To' });
  if (daysInRange(from, to) > auditMaxDays) {
    const message = `Choose at most ${auditMaxDays} days`;
    throw new Invalid(message, { to: message });
  }
  return { from, to };
}

/** The month partitions of a range, newest first. */
export function monthsOf(from: string, to: string): string[] {
  const months: string[] = [];
  const cursor = new Date(`${to.slice(0, 7)}-01T00:00:00Z`);
  const first = from.slice(0, 7);
  while (cursor.toISOString().slice(0, 7) >= first) {
    months.push(auditPartition(cursor));
    cursor.setUTCMonth(cursor.getUTCMonth() - 1);
  }
  return months;
}

function toRecord(item: Record<string, unknown>): AuditRecord {
  const { pk: _pk, sk: _sk, ...rest } = item;
  return rest as unknown as AuditRecord;
}

/**
 * The entries of a date range, newest first, one Query per month partition (sort key between
 * the range's first and last instant), actor and target matched by prefix as filters.
 */
export async function listAuditLog(
  query: AuditLogQuery,
  now: Date = new Date(),
): Promise<AuditLogPage> {
  const { from, to } = auditRange(query, now);
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {
    ':from': `${from}T00:00:00.000Z`,
    // '~' sorts after the `#<entry id>` that follows the time.
    ':to': `${to}T23:59:59.999Z~`,
  };
  const filters: string[] = [];
  for (const field of ['actor', 'target'] as const) {
    const value = query[field];
    if (!value) continue;
    names[`#${field}`] = field;
    values[`:${field}`] = value;
    filters.push(`begins_with(#${field}, :${field})`);
  }
  const items: AuditRecord[] = [];
  let total = 0;
  for (const pk of monthsOf(from, to)) {
    let startKey: Record<string, unknown> | undefined;
    do {
      const out = await dynamo().send(
        new QueryCommand({
          TableName: tableName('audit'),
          KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
          ...(filters.length
            ? { FilterExpression: filters.join(' AND '), ExpressionAttributeNames: names }
            : {}),
          ExpressionAttributeValues: { ...values, ':pk': pk },
          ScanIndexForward: false,
          ExclusiveStartKey: startKey,
        }),
      );
      for (const item of out.Items ?? []) {
        if (total >= query.offset && total < query.offset + query.limit) items.push(toRecord(item));
        total++;
      }
      startKey = out.LastEvaluatedKey;
    } while (startKey);
  }
  return { items, total, from, to };
}
