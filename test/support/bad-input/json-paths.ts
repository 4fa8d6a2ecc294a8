/** A path into a JSON value: object keys and array indexes. */
export type JsonPath = (string | number)[];

/** Every path into a value's objects and arrays (not the root itself). */
export function pathsOf(value: unknown, prefix: JsonPath = []): JsonPath[] {
  if (value === null || typeof value !== 'object') return [];
  const entries = Array.isArray(value)
    ? value.map((v, i) => [i, v] as const)
    : Object.entries(value as Record<string, unknown>);
  return entries.flatMap(([key, child]) => [[...prefix, key], ...pathsOf(child, [...prefix, key])]);
}

/** Paths to the root and every object inside it: where an extra key can go. */
export function objectPathsOf(value: unknown, prefix: JsonPath = []): JsonPath[] {
  if (value === null || typeof value !== 'object') return [];
  const own = Array.isArray(value) ? [] : [prefix];
  const entries = Array.isArray(value)
    ? value.map((v, i) => [i, v] as const)
    : Object.entries(value as Record<string, unknown>);
  return [...own, ...entries.flatMap(([key, child]) => objectPathsOf(child, [...prefix, key]))];
}

/**
 * Sets an own, enumerable property even for names like `__proto__`, which a plain assignment
 * would turn into a prototype change: JSON.parse on the server makes them own properties too.
 */
export function defineOwn(target: object, key: string | number, value: unknown): void {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

function parentOf(root: unknown, path: JsonPath): Record<string | number, unknown> | undefined {
  let node: unknown = root;
  for (const key of path.slice(0, -1)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string | number, unknown>)[key];
  }
  return node !== null && typeof node === 'object'
    ? (node as Record<string | number, unknown>)
    : undefined;
}

export function setAt(root: unknown, path: JsonPath, value: unknown): void {
  const parent = parentOf(root, path);
  const key = path[path.length - 1];
  if (parent && key !== undefined) defineOwn(parent, key, value);
}

export function deleteAt(root: unknown, path: JsonPath): void {
  const parent = parentOf(root, path);
  const key = path[path.length - 1];
  if (!parent || key === undefined) return;
  if (Array.isArray(parent) && typeof key === 'number') parent.splice(key, 1);
  else delete parent[key];
}

export function valueAt(root: unknown, path: JsonPath): unknown {
  const parent = parentOf(root, path);
  const key = path[path.length - 1];
  return parent && key !== undefined ? parent[key] : undefined;
}
