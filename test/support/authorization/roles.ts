import type { Operation } from '../../../shared/api/contract';
import { touchesOwnedThings } from './owned-things';

/**
 * Who calls: nobody signed in; the developer who owns the fixtures; another developer; the
 * admin; and a user's ID token kept after they signed out (still within its hour).
 */
export const roles = ['visitor', 'signedOut', 'other', 'admin', 'developer'] as const;
export type Role = (typeof roles)[number];

/** What a role may be answered on a route, as a check and the words a failure prints. */
export interface Expectation {
  accepts: (status: number) => boolean;
  says: string;
}

const exactly = (status: number): Expectation => ({
  accepts: (s) => s === status,
  says: `${status}`,
});
const pastAuthorization: Expectation = {
  accepts: (s) => s !== 401 && s !== 403,
  says: 'neither 401 nor 403',
};
/** A non-owner on the developer's things: refused, or stopped by the rejected body first. */
const notTheOwner: Expectation = {
  accepts: (s) => s === 400 || s === 403 || s === 404,
  says: '400 (body), 403 or 404, never a success',
};

/** Whether only admins may call the operation: the admin routes. */
export function isAdminsOnly(op: Pick<Operation, 'id' | 'access'>): boolean {
  return op.access === 'admin';
}

/** `user` operations on the developer's things an admin may read too: they decide requests. */
const adminsReadToo = new Set(['getProductionRequest']);

/**
 * The rule of the matrix. A call that names one of the developer's applications,
 * subscriptions, keys, certificates or production requests lets only the developer through.
 */
export function expectationFor(
  op: Pick<Operation, 'id' | 'path' | 'access'>,
  role: Role,
): Expectation {
  if (op.access === 'public') return pastAuthorization;
  if (role === 'visitor' || role === 'signedOut') return exactly(401);
  if (isAdminsOnly(op)) return role === 'admin' ? pastAuthorization : exactly(403);
  const mayRead = role === 'developer' || (role === 'admin' && adminsReadToo.has(op.id));
  if (touchesOwnedThings(op) && !mayRead) return notTheOwner;
  return pastAuthorization;
}
