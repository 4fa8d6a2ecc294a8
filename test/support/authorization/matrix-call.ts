import { buildPath, type Operation } from '../../../shared/api/contract';
import { cloudPortal } from '../cloud-portal';
import { callPortalApi, type ApiAnswer } from '../portal-api';
import { rejectedBody } from './rejected-body';
import type { FixtureMap } from './request-fixtures';

export interface Fixtures {
  params: FixtureMap;
  query: FixtureMap;
}

/** The path and query of one operation's call, from the fixtures. */
export function requestPath(op: Operation, fixtures: Fixtures): string {
  const id = op.id as keyof FixtureMap;
  const query = new URLSearchParams(fixtures.query[id] ?? {}).toString();
  return `${buildPath(op.path, fixtures.params[id])}${query ? `?${query}` : ''}`;
}

/** One call of the matrix: the fixtures' path and query, a body the schema rejects. */
export function callAs(
  op: Operation,
  token: string | undefined,
  fixtures: Fixtures,
  body: unknown = rejectedBody(op),
): Promise<ApiAnswer> {
  return callPortalApi(cloudPortal(), op.method, requestPath(op, fixtures), token, body);
}

/**
 * The order the matrix calls the operations in: every call that ends something of the caller's
 * comes after those that read it. Deletions run last, the deepest resource first (a
 * subscription before its application), and the sign-out after everything: it ends the
 * caller's session.
 */
export function matrixOrder<T extends Pick<Operation, 'id' | 'method' | 'path'>>(
  ops: readonly T[],
): T[] {
  const rank = (op: T) => (op.id === 'signOutEverywhere' ? 2 : op.method === 'DELETE' ? 1 : 0);
  return [...ops].sort(
    (a, b) => rank(a) - rank(b) || (rank(a) === 1 ? b.path.length - a.path.length : 0),
  );
}
