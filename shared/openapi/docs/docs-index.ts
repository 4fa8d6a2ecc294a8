import type { DocsIndex, DocsIndexEntry, ServiceDoc } from '../../docs/doc-model';

/**
 * Every operation's name → where its documentation lives. The page finds an operation by its
 * name alone (`/apis/detail/<name>`), so a name used twice fails the build, naming both places.
 */
export function buildDocsIndex(docs: readonly ServiceDoc[]): DocsIndex {
  const operations: Record<string, DocsIndexEntry> = {};
  for (const doc of docs) {
    for (const op of doc.operations) {
      const earlier = operations[op.name];
      if (earlier) {
        throw new Error(
          `operationId ${op.name} is used twice: ${where(earlier)} and ${where({ ...doc, ...op })}; ` +
            'every operation of the catalogue needs its own operationId',
        );
      }
      operations[op.name] = {
        category: doc.category,
        service: doc.service,
        apiName: doc.apiName,
        version: doc.version,
        displayName: op.displayName,
        method: op.method,
        path: op.path,
      };
    }
  }
  return { operations };
}

function where(entry: Pick<DocsIndexEntry, 'service' | 'version' | 'method' | 'path'>): string {
  return `${entry.service} ${entry.version} (${entry.method} ${entry.path})`;
}
