import { gunzipSync, gzipSync } from 'node:zlib';
import { BatchGetCommand, GetCommand, type BatchGetCommandOutput } from '@aws-sdk/lib-dynamodb';
import type { DocsIndexEntry, ServiceDoc } from '../../../shared/docs/doc-model';
import type { ApiResource } from '../../../shared/domain/catalogue';
import { dynamo } from '../../clients/dynamo-client';
import { tableName } from '../../data/table-name';
import { definitionKey } from '../catalogue-keys';
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

// A 300 KB definition and its docs (dereferenced, so larger) must fit DynamoDB's 400 KB item.
const pack = (value: string) => gzipSync(Buffer.from(value, 'utf8')).toString('base64');
const unpack = (value: unknown) =>
  typeof value === 'string' ? gunzipSync(Buffer.from(value, 'base64')).toString('utf8') : '';

/** The catalogue table item of an uploaded version. */
export function definitionItem(stored: StoredDefinition): Record<string, unknown> {
  return {
    ...definitionKey(stored.service, stored.version),
    ...stored,
    definition: pack(stored.definition),
    doc: pack(JSON.stringify(stored.doc)),
  };
}

export async function getDefinition(
  service: string,
  version: string,
): Promise<StoredDefinition | undefined> {
  const out = await dynamo().send(
    new GetCommand({ TableName: tableName('catalogue'), Key: definitionKey(service, version) }),
  );
  const item = out.Item;
  if (!item) return undefined;
  const { pk: _pk, sk: _sk, ...rest } = item;
  return {
    ...(rest as StoredDefinition),
    definition: unpack(item.definition),
    doc: JSON.parse(unpack(item.doc)) as ServiceDoc,
  };
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
