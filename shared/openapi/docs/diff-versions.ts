import type {
  DocOperation,
  OperationChange,
  OperationRef,
  ServiceDoc,
  VersionChanges,
} from '../../docs/doc-model';
import { diffOperation } from './diff-operation';

/**
 * What changed from `before` to `after` (two versions of one service). Operations are the same
 * when their method and path match once the leading version segment is dropped (`/v1/quotes`
 * and `/v2/quotes`); path parameter names do not count (`{id}` and `{quoteId}` match), a renamed
 * parameter shows as a parameter change. Removing an operation breaks callers; adding one does
 * not.
 */
export function diffVersions(
  before: Pick<ServiceDoc, 'version' | 'operations'>,
  after: Pick<ServiceDoc, 'operations'>,
): VersionChanges {
  const old = new Map(before.operations.map((op) => [matchKey(op), op]));
  const now = new Map(after.operations.map((op) => [matchKey(op), op]));
  const added: OperationRef[] = [];
  const changed: OperationChange[] = [];
  for (const [key, op] of now) {
    const was = old.get(key);
    if (!was) {
      added.push(ref(op));
      continue;
    }
    const changes = diffOperation(was, op);
    if (changes.length > 0) changed.push({ ...ref(op), changes });
  }
  const removed = [...old].filter(([key]) => !now.has(key)).map(([, op]) => ref(op));
  return {
    from: before.version,
    added,
    removed,
    changed,
    breaking: removed.length > 0 || changed.some((op) => op.changes.some((c) => c.breaking)),
  };
}

/** `POST /quotes` for `POST /v2/quotes`; `GET /quotes/{}` for `GET /v1/quotes/{quoteId}`. */
export function matchKey(op: Pick<DocOperation, 'method' | 'path'>): string {
  const path = op.path.replace(/^\/v\d+(?=\/|$)/, '').replace(/\{[^}]*\}/g, '{}');
  return `${op.method} ${path === '' ? '/' : path}`;
}

function ref(op: DocOperation): OperationRef {
  return { name: op.name, method: op.method, path: op.path, displayName: op.displayName };
}
