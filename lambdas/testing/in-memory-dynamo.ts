import {
  ConditionalCheckFailedException,
  TransactionCanceledException,
} from '@aws-sdk/client-dynamodb';
import {
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type DeleteCommandInput,
  type GetCommandInput,
  type PutCommandInput,
  type QueryCommandInput,
  type TransactWriteCommandInput,
  type UpdateCommandInput,
} from '@aws-sdk/lib-dynamodb';
import type { AwsClientStub } from 'aws-sdk-client-mock';
import { applyUpdate, conditionHolds } from './dynamo-expressions';
import type { StepGate } from './step-faults';

type Item = Record<string, unknown>;
type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

const keyOf = (key: Item | undefined) => `${String(key?.pk)}\u0000${String(key?.sk)}`;
const refused = () => new ConditionalCheckFailedException({ message: 'refused', $metadata: {} });

/**
 * DynamoDB tables (pk/sk) in memory behind a mocked document client: Get, Put, Delete, Update,
 * Query on the table's keys, and TransactWrite all-or-nothing, honouring the conditions the
 * portal writes (dynamo-expressions.ts). Each call passes the gate first, so a test can make
 * any one of them fail (step-faults.ts). Not for index queries or scans: they throw.
 */
export class InMemoryDynamo {
  private readonly tables = new Map<string, Map<string, Item>>();

  constructor(private readonly gate?: StepGate) {}

  install(ddb: AwsClientStub<DynamoDBDocumentClient>): void {
    const settled =
      <I, O>(call: (input: I) => O) =>
      (input: I): O => {
        const out = call(input);
        this.gate?.settle();
        return out;
      };
    ddb.on(GetCommand).callsFake(settled((input: GetCommandInput) => this.get(input)));
    ddb.on(PutCommand).callsFake(settled((input: PutCommandInput) => this.put(input)));
    ddb.on(DeleteCommand).callsFake(settled((input: DeleteCommandInput) => this.delete(input)));
    ddb.on(UpdateCommand).callsFake(settled((input: UpdateCommandInput) => this.update(input)));
    ddb.on(QueryCommand).callsFake(settled((input: QueryCommandInput) => this.query(input)));
    ddb
      .on(TransactWriteCommand)
      .callsFake(settled((input: TransactWriteCommandInput) => this.transact(input)));
  }

  /** Puts an item directly (setup: no gate, no condition). */
  seed(tableName: string, item: Item): void {
    this.table(tableName).set(keyOf(item), structuredClone(item));
  }

  item(tableName: string, key: { pk: string; sk?: string }): Item | undefined {
    return this.tables.get(tableName)?.get(keyOf(key));
  }

  /** Every item of every table, with its table's name. */
  allItems(): { tableName: string; item: Item }[] {
    return [...this.tables].flatMap(([tableName, items]) =>
      [...items.values()].map((item) => ({ tableName, item })),
    );
  }

  private table(name: string | undefined): Map<string, Item> {
    if (!name) throw new Error('TableName is required');
    let table = this.tables.get(name);
    if (!table) this.tables.set(name, (table = new Map()));
    return table;
  }

  private get(input: GetCommandInput) {
    this.gate?.pass(`DynamoDB Get ${String(input.Key?.sk ?? input.Key?.pk)}`);
    const found = this.table(input.TableName).get(keyOf(input.Key));
    return { Item: found && structuredClone(found) };
  }

  private put(input: PutCommandInput) {
    this.gate?.pass(`DynamoDB Put ${String(input.Item?.sk)}`);
    const apply = this.planPut(input);
    if (!apply) throw refused();
    apply();
    return {};
  }

  private delete(input: DeleteCommandInput) {
    this.gate?.pass(`DynamoDB Delete ${String(input.Key?.sk)}`);
    const old = this.table(input.TableName).get(keyOf(input.Key));
    const apply = this.planDelete(input);
    if (!apply) throw refused();
    apply();
    return input.ReturnValues === 'ALL_OLD' && old ? { Attributes: structuredClone(old) } : {};
  }

  private update(input: UpdateCommandInput) {
    this.gate?.pass(`DynamoDB Update ${String(input.Key?.sk)}`);
    const old = this.table(input.TableName).get(keyOf(input.Key));
    const apply = this.planUpdate(input);
    if (!apply) throw refused();
    const next = apply();
    if (input.ReturnValues === 'ALL_OLD') return old ? { Attributes: structuredClone(old) } : {};
    return { Attributes: next };
  }

  private query(input: QueryCommandInput) {
    this.gate?.pass(`DynamoDB Query ${String(input.ExpressionAttributeValues?.[':pk'])}`);
    if (input.IndexName) throw new Error('The in-memory table has no indexes');
    const condition = input.KeyConditionExpression ?? '';
    const values = input.ExpressionAttributeValues ?? {};
    const match = /^pk = :pk(?: AND (begins_with\(sk, (:\w+)\)|sk <= (:\w+)))?$/.exec(condition);
    if (!match) throw new Error(`The in-memory table does not know the query "${condition}"`);
    const items = [...this.table(input.TableName).values()]
      .filter((item) => item.pk === values[':pk'])
      .filter((item) => {
        const sk = String(item.sk);
        if (match[2]) return sk.startsWith(String(values[match[2]]));
        if (match[3]) return sk <= String(values[match[3]]);
        return true;
      })
      .sort((a, b) => String(a.sk).localeCompare(String(b.sk)));
    if (input.ScanIndexForward === false) items.reverse();
    const limited = input.Limit ? items.slice(0, input.Limit) : items;
    return { Items: limited.map((item) => structuredClone(item)) };
  }

  private transact(input: TransactWriteCommandInput) {
    this.gate?.pass(`DynamoDB TransactWrite ${transactionLabel(input.TransactItems ?? [])}`);
    const planned = (input.TransactItems ?? []).map((entry) => this.planEntry(entry));
    if (planned.some((apply) => !apply)) {
      throw new TransactionCanceledException({
        message: 'Transaction cancelled',
        $metadata: {},
        CancellationReasons: planned.map((apply) => ({
          Code: apply ? 'None' : 'ConditionalCheckFailed',
        })),
      });
    }
    for (const apply of planned) apply?.();
    return {};
  }

  private planEntry(entry: TransactItem): (() => unknown) | undefined {
    if (entry.Put) return this.planPut(entry.Put);
    if (entry.Delete) return this.planDelete(entry.Delete);
    if (entry.Update) return this.planUpdate(entry.Update);
    if (entry.ConditionCheck) {
      const check = entry.ConditionCheck;
      const current = this.table(check.TableName).get(keyOf(check.Key));
      const holds = conditionHolds(
        current,
        check.ConditionExpression,
        check.ExpressionAttributeNames,
        check.ExpressionAttributeValues,
      );
      return holds ? () => undefined : undefined;
    }
    throw new Error('Unknown transaction entry');
  }

  private planPut(input: PutCommandInput | NonNullable<TransactItem['Put']>) {
    const table = this.table(input.TableName);
    const key = keyOf(input.Item);
    const holds = conditionHolds(
      table.get(key),
      input.ConditionExpression,
      input.ExpressionAttributeNames,
      input.ExpressionAttributeValues,
    );
    return holds ? () => table.set(key, structuredClone(input.Item ?? {})) : undefined;
  }

  private planDelete(input: DeleteCommandInput | NonNullable<TransactItem['Delete']>) {
    const table = this.table(input.TableName);
    const key = keyOf(input.Key);
    const holds = conditionHolds(
      table.get(key),
      input.ConditionExpression,
      input.ExpressionAttributeNames,
      input.ExpressionAttributeValues,
    );
    return holds ? () => table.delete(key) : undefined;
  }

  private planUpdate(input: UpdateCommandInput | NonNullable<TransactItem['Update']>) {
    const table = this.table(input.TableName);
    const key = keyOf(input.Key);
    const current = table.get(key);
    const names = input.ExpressionAttributeNames;
    const values = input.ExpressionAttributeValues;
    if (!conditionHolds(current, input.ConditionExpression, names, values)) return undefined;
    return () => {
      const next = applyUpdate(current ?? { ...input.Key }, input.UpdateExpression, names, values);
      table.set(key, next);
      return structuredClone(next);
    };
  }
}

function transactionLabel(items: TransactItem[]): string {
  return items
    .map((entry) => {
      const key =
        entry.Put?.Item ?? entry.Delete?.Key ?? entry.Update?.Key ?? entry.ConditionCheck?.Key;
      const kind = Object.keys(entry)[0] ?? '?';
      return `${kind} ${String(key?.sk)}`;
    })
    .join(' + ');
}
