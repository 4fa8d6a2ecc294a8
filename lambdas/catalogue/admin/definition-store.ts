import { gunzipSync, gzipSync } from 'node:zlib';
import { BatchGetCommand, GetCommand, type BatchGetCommandOutput } from '@aws-sdk/lib-dynamodb';
import type { DocsIndexEntry, ServiceDoc } from '../../../shared/docs/doc-model';
import type { ApiResource } from '../../../shared/domain/catalogue';
import { dynamo } from '../../clients/dynamo-client';
import { tableName } from '../../data/table-name';
import { definitionKey, docKey } from '../catalogue-keys';
import type { UploadedVersion } from './service-changes';

/** One uploaded version: the definition as uploaded, its APIs, its docs and their index entries. */
export interface StoredDefinition {
  category: string;
  service: string;
  version: string;
  /** The JSON text as uploaded. */
  definition: string;
  doc: ServiceDoc;
  resources: ApiResource[];
  operations: Record<string, DocsIndexEntry>;
  uploadedBy: string;
  uploadedAt: string;
}

// A 300 KB definition and its docs (dereferenced, so larger) each go gzipped, as binary, into
// an item of their own: each must stay under DynamoDB's 400 KB item limit.
const pack = (value: string) => new Uint8Array(gzipSync(Buffer.from(value, 'utf8')));
const unpack = (value: unknown) =>
  value instanceof Uint8Array ? gunzipSync(value).toString('utf8') : '';

/** The largest item this store writes (DynamoDB's limit is 400 KB, attribute names included). */
export const maxItemBytes = 390_000;

/** The catalogue table items of an uploaded version: the definition and its docs. */
export function definitionItems(stored: StoredDefinition): Record<string, unknown>[] {
  const { doc, ...definition } = stored;
  return [
    {
      ...definitionKey(stored.service, stored.version),
      ...definition,
      definition: pack(stored.definition),
    },
    {
      ...docKey(stored.service, stored.version),
      category: stored.category,
      doc: pack(JSON.stringify(doc)),
    },
  ];
}

/** Roughly what an item weighs in DynamoDB (binary counted as its bytes). */
export function itemBytes(item: Record<string, unknown>): number {
  return Object.entries(item).reduce(
    (sum, [name, value]) =>
      sum +
      name.length +
      (value instanceof Uint8Array ? value.length : Buffer.byteLength(JSON.stringify(value))),
    0,
  );
}

/** An uploaded version as uploaded (without its docs). */
export async function getDefinition(
  service: string,
  version: string,
): Promise<Omit<StoredDefinition, 'doc'> | undefined> {
  const out = await dynamo().send(
    new GetCommand({ TableName: tableName('catalogue'), Key: definitionKey(service, version) }),
  );
  const item = out.Item;
  if (!item) return undefined;
  const { pk: _pk, sk: _sk, ...rest } = item;
  return { ...(rest as Omit<StoredDefinition, 'doc'>), definition: unpack(item.definition) };
}

/** The docs built from an uploaded version. */
export async function getStoredDoc(
  service: string,
  version: string,
): Promise<{ category: string; doc: ServiceDoc } | undefined> {
  const out = await dynamo().send(
    new GetCommand({ TableName: tableName('catalogue'), Key: docKey(service, version) }),
  );
  const item = out.Item;
  if (!item) return undefined;
  return { category: String(item.category), doc: JSON.parse(unpack(item.doc)) as ServiceDoc };
}

/** Some attributes of several uploaded versions (BatchGetItem, unprocessed keys retried). */
async function getMany(
  keys: { service: string; version: string }[],
  attributes: string[],
): Promise<Record<string, unknown>[]> {
  const table = tableName('catalogue');
  const found: Record<string, unknown>[] = [];
  for (let i = 0; i < keys.length; i += 100) {
    let pending: Record<string, unknown>[] | undefined = keys
      .slice(i, i + 100)
      .map(({ service, version }) => definitionKey(service, version));
    for (let attempt = 0; pending && pending.length > 0; attempt++) {
      if (attempt > 8) throw new Error('DynamoDB kept keys unprocessed reading definitions');
      const out: BatchGetCommandOutput = await dynamo().send(
        new BatchGetCommand({
          RequestItems: {
            [table]: {
              Keys: pending,
              ProjectionExpression: attributes.map((_, n) => `#a${n}`).join(', '),
              ExpressionAttributeNames: Object.fromEntries(attributes.map((a, n) => [`#a${n}`, a])),
            },
          },
        }),
      );
      found.push(...(out.Responses?.[table] ?? []));
      pending = out.UnprocessedKeys?.[table]?.Keys;
      if (pending?.length) await new Promise((r) => setTimeout(r, 50 * 2 ** attempt));
    }
  }
  return found;
}

/** The APIs of a service's uploaded versions, ascending by version as asked. */
export async function getUploadedVersions(
  service: string,
  versions: readonly string[],
): Promise<UploadedVersion[]> {
  const items = await getMany(
    versions.map((version) => ({ service, version })),
    ['version', 'resources'],
  );
  return versions.flatMap((version) => {
    const item = items.find((candidate) => candidate.version === version);
    return item ? [{ version, resources: item.resources as ApiResource[] }] : [];
  });
}

/** The docs index entries of uploaded versions. */
export async function getDocsEntries(keys: { service: string; version: string }[]): Promise<
  {
    category: string;
    service: string;
    version: string;
    operations: Record<string, DocsIndexEntry>;
  }[]
> {
  const items = await getMany(keys, ['category', 'service', 'version', 'operations']);
  return items as {
    category: string;
    service: string;
    version: string;
    operations: Record<string, DocsIndexEntry>;
  }[];
}
