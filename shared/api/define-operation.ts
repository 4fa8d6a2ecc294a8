import type { z } from 'zod';
import type { AreaId } from './areas';
import type { Access, Operation } from './contract';

/**
 * Declares an operation keeping its literal area and access: each area's operations can be
 * typed, and a handler of a `user` or `admin` operation is given a caller that is there.
 * (contract.ts's `defineOperation` keeps only the area; this one supersedes it.)
 */
export function defineOperation<
  A extends AreaId,
  X extends Access,
  P extends z.ZodType,
  Q extends z.ZodType,
  B extends z.ZodType,
  R extends z.ZodType,
>(
  op: Operation<P, Q, B, R> & { area: A; access: X },
): Operation<P, Q, B, R> & { area: A; access: X } {
  return op;
}
