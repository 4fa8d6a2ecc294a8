import type { Operation } from '../../../shared/api/contract';

/** Path parameters that name one of the developer's things. */
const ownedParams = ['applicationId', 'certificateId', 'uniqueId'] as const;

/**
 * Operations that name the developer's things elsewhere than in the path: the application by
 * its name (subscribe), a subscription whose key the relay would send (tryOut), one
 * application's usage (getUsage's query).
 */
const ownedElsewhere = new Set(['subscribe', 'tryOut', 'getUsage']);

export function pathParamsOf(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name as string);
}

/** Whether a call of this operation, as the matrix makes it, touches the developer's things. */
export function touchesOwnedThings(op: Pick<Operation, 'id' | 'path' | 'access'>): boolean {
  if (op.access !== 'user') return false;
  const params = pathParamsOf(op.path);
  return ownedElsewhere.has(op.id) || ownedParams.some((name) => params.includes(name));
}
