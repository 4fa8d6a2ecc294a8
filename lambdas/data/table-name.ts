import { tables, type TableId } from './tables';

/** The physical name of a table, from the environment the stack (or `npm start`) sets. */
export function tableName(id: TableId): string {
  const envVar = tables[id].envVar;
  const name = process.env[envVar];
  if (!name) throw new Error(`Environment variable ${envVar} (table ${id}) is not set`);
  return name;
}
