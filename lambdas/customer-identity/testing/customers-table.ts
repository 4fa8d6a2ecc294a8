import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import {
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  UpdateCommand,
  type DeleteCommandInput,
  type GetCommandInput,
  type PutCommandInput,
  type UpdateCommandInput,
} from '@aws-sdk/lib-dynamodb';
import type { AwsClientStub } from 'aws-sdk-client-mock';

type Item = Record<string, unknown>;
type Values = Record<string, unknown>;

const refused = () => new ConditionalCheckFailedException({ message: 'refused', $metadata: {} });

/** One clause of the conditions the customer sign-in writes: `a = :v`, `attribute_exists(a)`… */
function clauseHolds(clause: string, item: Item | undefined, names: Values, values: Values) {
  const name = (token: string) => String(token.startsWith('#') ? names[token] : token);
  const exists = /^attribute_(not_)?exists\((\S+)\)$/.exec(clause);
  if (exists) {
    const present = item?.[name(exists[2] ?? '')] !== undefined;
    return exists[1] ? !present : present;
  }
  const compare = /^(\S+) (=|<|<=|>|>=) (:\S+)$/.exec(clause);
  if (!compare) throw new Error(`The test table does not know the condition ${clause}`);
  const [, left = '', op, right = ''] = compare;
  if (!item) return false;
  const a = item[name(left)] as number | string;
  const b = values[right] as number | string;
  if (a === undefined) return false;
  if (op === '=') return a === b;
  if (op === '<') return a < b;
  if (op === '<=') return a <= b;
  if (op === '>') return a > b;
  return a >= b;
}

function conditionHolds(
  input: {
    ConditionExpression?: string;
    ExpressionAttributeNames?: Values;
    ExpressionAttributeValues?: Values;
  },
  item: Item | undefined,
): boolean {
  if (!input.ConditionExpression) return true;
  const names = input.ExpressionAttributeNames ?? {};
  const values = input.ExpressionAttributeValues ?? {};
  return input.ConditionExpression.split(' OR ').some((either) =>
    either.split(' AND ').every((clause) => clauseHolds(clause.trim(), item, names, values)),
  );
}

/**
 * The customers table in memory behind a mocked document client: GetItem, PutItem, DeleteItem
 * and UpdateItem (`SET a = :a, …` and `ADD a :n`) with the conditions the customer sign-in
 * writes, so flows can run call after call.
 */
export class TestCustomersTable {
  readonly items = new Map<string, Item>();

  private static id(key: unknown): string {
    const { pk, sk } = key as { pk: string; sk: string };
    return `${pk}|${sk}`;
  }

  get(pk: string, sk: string): Item | undefined {
    return this.items.get(`${pk}|${sk}`);
  }

  put(item: Item): void {
    this.items.set(TestCustomersTable.id(item), { ...item });
  }

  install(ddb: AwsClientStub<DynamoDBDocumentClient>): void {
    ddb.on(GetCommand).callsFake((input: GetCommandInput) => {
      const item = this.items.get(TestCustomersTable.id(input.Key));
      return { Item: item && { ...item } };
    });
    ddb.on(PutCommand).callsFake((input: PutCommandInput) => {
      const item = input.Item as Item;
      if (!conditionHolds(input, this.items.get(TestCustomersTable.id(item)))) throw refused();
      this.put(item);
      return {};
    });
    ddb.on(DeleteCommand).callsFake((input: DeleteCommandInput) => {
      const id = TestCustomersTable.id(input.Key);
      const item = this.items.get(id);
      if (!conditionHolds(input, item)) throw refused();
      this.items.delete(id);
      return { Attributes: item };
    });
    ddb.on(UpdateCommand).callsFake((input: UpdateCommandInput) => {
      const id = TestCustomersTable.id(input.Key);
      const item = this.items.get(id);
      if (!conditionHolds(input, item)) throw refused();
      const next: Item = { ...(item ?? (input.Key as Item)) };
      const names = input.ExpressionAttributeNames ?? {};
      const values = input.ExpressionAttributeValues ?? {};
      const name = (token: string) => (token.startsWith('#') ? String(names[token]) : token);
      const expression = input.UpdateExpression ?? '';
      const add = /^ADD (\S+) (:\S+)$/.exec(expression);
      if (add) {
        const field = name(add[1] ?? '');
        next[field] = Number(next[field] ?? 0) + Number(values[add[2] ?? '']);
      } else if (expression.startsWith('SET ')) {
        for (const part of expression.slice(4).split(',')) {
          const [left = '', right = ''] = part.split('=').map((side) => side.trim());
          next[name(left)] = values[right];
        }
      } else {
        throw new Error(`The test table does not know ${expression}`);
      }
      this.items.set(id, next);
      return { Attributes: { ...next } };
    });
  }
}
