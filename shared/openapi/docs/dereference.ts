import { isRecord } from '../is-record';

/** Marks where a `$ref` would have expanded into itself; its value is the reference. */
export const circularMarker = 'x-marque-circular';

/**
 * A copy of `node` with every local `$ref` (`#/components/...`) replaced by a copy of what it
 * points to, so the docs need no resolver. Members beside a `$ref` (e.g. a description) are kept
 * over the target's. A reference met again inside its own expansion (a recursive schema) becomes
 * `{ type: 'object', 'x-marque-circular': '<ref>' }` instead of expanding forever.
 * Throws when a reference does not resolve in `root`.
 */
export function dereference<T>(node: T, root: unknown = node): T {
  return expand(node, root, []) as T;
}

function expand(node: unknown, root: unknown, active: readonly string[]): unknown {
  if (Array.isArray(node)) return node.map((child) => expand(child, root, active));
  if (!isRecord(node)) return node;
  const ref = node.$ref;
  if (typeof ref === 'string') {
    const { $ref: _ref, ...siblings } = node;
    if (active.includes(ref)) return { type: 'object', ...siblings, [circularMarker]: ref };
    const target = expand(resolvePointer(root, ref), root, [...active, ref]);
    const expandedSiblings = expand(siblings, root, active) as Record<string, unknown>;
    return isRecord(target) ? { ...target, ...expandedSiblings } : target;
  }
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) copy[key] = expand(value, root, active);
  return copy;
}

/** The member of `root` a local JSON pointer (`#/a/b~1c`) names. */
export function resolvePointer(root: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) throw new Error(`Only local references are supported: ${ref}`);
  let node = root;
  for (const part of ref.slice(2).split('/')) {
    const key = decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~');
    if (!isRecord(node) && !Array.isArray(node)) throw unresolved(ref);
    if (!(key in node)) throw unresolved(ref);
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

function unresolved(ref: string): Error {
  return new Error(`$ref ${ref} does not resolve`);
}
