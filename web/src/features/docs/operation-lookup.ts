import type { DocOperation, ServiceDoc } from '../../../../shared/docs/doc-model';

/** '/v2/models/{modelCode}' → '/models/{modelCode}': the path as versions share it. */
export function pathWithoutVersion(path: string): string {
  return path.replace(/^\/v\d+(?=\/|$)/i, '') || '/';
}

/**
 * Where the version switch leads: the same method and path in `target`, else its first
 * operation; undefined when it has none.
 */
export function counterpartIn(
  target: ServiceDoc,
  current: Pick<DocOperation, 'method' | 'path'>,
): DocOperation | undefined {
  const key = pathWithoutVersion(current.path);
  return (
    target.operations.find(
      (operation) =>
        operation.method === current.method && pathWithoutVersion(operation.path) === key,
    ) ?? target.operations[0]
  );
}
