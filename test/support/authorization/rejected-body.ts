import type { Operation } from '../../../shared/api/contract';

/** Bodies no object schema takes; the first one the operation's schema refuses is sent. */
const candidates: unknown[] = ['authorization-matrix', [], {}, 0];

/**
 * A body the operation's own schema rejects, so a caller the route lets in gets 400 and
 * nothing changes: proof of getting past authorization without the call's effect. Undefined
 * for an operation without a body. Throws, naming the operation, if every candidate passes.
 */
export function rejectedBody(op: Operation): unknown {
  if (!op.body) return undefined;
  const body = candidates.find((candidate) => !op.body?.safeParse(candidate).success);
  if (body === undefined) throw new Error(`${op.id}: no candidate body is rejected by its schema`);
  return body;
}
