import {
  CognitoIdentityProviderClient,
  ListGroupsCommand,
  ListUsersCommand,
  ListUsersInGroupCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient, ScanCommand, type AttributeValue } from '@aws-sdk/client-dynamodb';
import { inject } from 'vitest';
import { localTableName, tables, type TableDef } from '../../../lambdas/data/tables';

/** Every table's items, each as canonical JSON, keyed by the item's key. */
export type TablesSnapshot = Record<string, Map<string, string>>;

/** JSON with sorted object keys and binary as base64: equal text means equal items. */
function canonical(value: unknown): string {
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (value instanceof Uint8Array)
    return JSON.stringify({ B64: Buffer.from(value).toString('base64') });
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) =>
      a < b ? -1 : a > b ? 1 : 0,
    );
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

function keyOf(table: TableDef, item: Record<string, AttributeValue>): string {
  const names = [table.partitionKey.name, table.sortKey?.name].filter(Boolean) as string[];
  return canonical(names.map((name) => item[name]));
}

/**
 * The one item left out: the day's trending ranking, which the local cloud's timer rewrites
 * every 10 minutes (a new `builtAt`) whatever the requests do; no request writes it.
 */
function writtenOnlyByJobs(table: TableDef, item: Record<string, AttributeValue>): boolean {
  return table.id === tables.catalogue.id && item.pk?.S === 'TRENDING';
}

async function scanTable(db: DynamoDBClient, table: TableDef): Promise<Map<string, string>> {
  const items = new Map<string, string>();
  let start: Record<string, AttributeValue> | undefined;
  do {
    const page = await db.send(
      new ScanCommand({
        TableName: localTableName('prod', table),
        ConsistentRead: true,
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? [])
      if (!writtenOnlyByJobs(table, item)) items.set(keyOf(table, item), canonical(item));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

/** Reads every table of the local cloud whole (a test may Scan; the product never does). */
export async function snapshotTables(): Promise<TablesSnapshot> {
  const db = new DynamoDBClient({ endpoint: inject('cloud').urls.dynamodb });
  try {
    const all = Object.values(tables) as TableDef[];
    const scanned = await Promise.all(all.map((table) => scanTable(db, table)));
    return Object.fromEntries(all.map((table, i) => [table.id, scanned[i] as Map<string, string>]));
  } finally {
    db.destroy();
  }
}

/** What differs between two snapshots: `<table> <added|removed|changed> <key>` lines. */
export function tableChanges(before: TablesSnapshot, after: TablesSnapshot): string[] {
  const changes: string[] = [];
  for (const [table, items] of Object.entries(after)) {
    const old = before[table] ?? new Map<string, string>();
    for (const [key, item] of items) {
      if (!old.has(key)) changes.push(`${table} added ${key}`);
      else if (old.get(key) !== item) changes.push(`${table} changed ${key}`);
    }
    for (const key of old.keys()) if (!items.has(key)) changes.push(`${table} removed ${key}`);
  }
  return changes;
}

/** The user pool's users (attributes, status, enabled) and every group's members, as text. */
export async function snapshotIdentity(): Promise<string> {
  const { identity, urls } = inject('cloud');
  const idp = new CognitoIdentityProviderClient({ endpoint: urls.cognito });
  try {
    const UserPoolId = identity.userPoolId;
    const users: { Username?: string }[] = [];
    let token: string | undefined;
    do {
      const page = await idp.send(new ListUsersCommand({ UserPoolId, PaginationToken: token }));
      users.push(...(page.Users ?? []));
      token = page.PaginationToken;
    } while (token);
    const groups = (await idp.send(new ListGroupsCommand({ UserPoolId }))).Groups ?? [];
    const members: Record<string, string[]> = {};
    for (const group of groups) {
      const name = group.GroupName ?? '';
      const names: string[] = [];
      let next: string | undefined;
      do {
        const page = await idp.send(
          new ListUsersInGroupCommand({ UserPoolId, GroupName: name, NextToken: next }),
        );
        names.push(...(page.Users ?? []).map((u) => u.Username ?? ''));
        next = page.NextToken;
      } while (next);
      members[name] = names.sort();
    }
    users.sort((a, b) => ((a.Username ?? '') < (b.Username ?? '') ? -1 : 1));
    return canonical({ users, members });
  } finally {
    idp.destroy();
  }
}
