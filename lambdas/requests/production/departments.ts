import { BatchWriteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../clients/dynamo-client';
import { tableName } from '../../data/table-name';
import { departmentProjects } from './department-list';

/**
 * The form's lists in the organizations table: departments under pk `DEPARTMENT` (sk the name),
 * projects under pk `PROJECT` (sk `<department>#<project>`).
 */
export const departmentPk = 'DEPARTMENT';
export const projectPk = 'PROJECT';
const table = () => tableName('organizations');

export function departmentItems(
  lists: Readonly<Record<string, readonly string[]>> = departmentProjects,
): Record<string, unknown>[] {
  return Object.entries(lists).flatMap(([department, projects]) => [
    { pk: departmentPk, sk: department, name: department },
    ...projects.map((name) => ({ pk: projectPk, sk: `${department}#${name}`, name, department })),
  ]);
}

/** Writes the departments and projects (puts only: running it again changes nothing). */
export async function seedDepartments(): Promise<{ written: number }> {
  const items = departmentItems();
  for (let i = 0; i < items.length; i += 25) {
    let pending = items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } }));
    for (let attempt = 0; pending.length > 0; attempt++) {
      if (attempt > 8) throw new Error('DynamoDB kept items unprocessed while seeding departments');
      const out = await dynamo().send(
        new BatchWriteCommand({ RequestItems: { [table()]: pending } }),
      );
      pending = (out.UnprocessedItems?.[table()] ?? []) as typeof pending;
      if (pending.length) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
    }
  }
  return { written: items.length };
}

async function queryAll(pk: string, prefix?: string): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await dynamo().send(
      new QueryCommand({
        TableName: table(),
        KeyConditionExpression: prefix ? 'pk = :pk AND begins_with(sk, :prefix)' : 'pk = :pk',
        ExpressionAttributeValues: { ':pk': pk, ...(prefix ? { ':prefix': prefix } : {}) },
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    items.push(...(out.Items ?? []));
    start = out.LastEvaluatedKey;
  } while (start);
  return items;
}

export async function listDepartmentNames(): Promise<{ name: string }[]> {
  return (await queryAll(departmentPk)).map((item) => ({ name: String(item.name) }));
}

export async function listProjectNames(
  department?: string,
): Promise<{ name: string; department: string }[]> {
  const items = await queryAll(projectPk, department ? `${department}#` : undefined);
  return items.map((item) => ({ name: String(item.name), department: String(item.department) }));
}
