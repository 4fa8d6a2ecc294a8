import { decideAccessRequest } from '../../../shared/api/requests-operations';
import { sendMail } from '../../clients/mail-client';
import { Conflict, NotFound } from '../../lib/errors';
import { logger } from '../../lib/logger';
import { handleOperation } from '../../lib/operation-handler';
import { accessDecisionMail } from '../../requests/access-decision-mail';
import { getAccessRequest, writeDecision } from '../../requests/access-request-writes';

const notPending = (status: string) =>
  new Conflict(`This access request is no longer pending: it is ${status}`);

/**
 * Admin: approves or rejects a Pending category access request. The new state, the queue move
 * and the audit entry are one transaction; a request no longer Pending is a 409 and writes
 * nothing. The requester is then e-mailed; a failed mail leaves the decision standing.
 */
export const decideAccessRequestHandler = handleOperation(
  decideAccessRequest,
  async ({ body, caller }) => {
    const pending = await getAccessRequest(body.email, body.category);
    if (!pending) throw new NotFound('Access request not found');
    if (pending.requestStatus !== 'Pending') throw notPending(pending.requestStatus);
    const state = body.decision === 'approve' ? 'Approved' : 'Rejected';
    const decided = await writeDecision({
      email: body.email,
      category: body.category,
      state,
      admin: caller.email,
      reason: body.reason,
      pending,
      now: new Date(),
    });
    if (!decided) {
      const now = await getAccessRequest(body.email, body.category);
      throw notPending(now?.requestStatus ?? 'gone');
    }
    logger.info('Category access decided', {
      email: body.email,
      category: body.category,
      state,
      by: caller.email,
    });
    try {
      await sendMail(
        accessDecisionMail(body.email, body.category, state === 'Approved', body.reason),
      );
    } catch (error) {
      // The decision stands; the requester sees it in the portal.
      logger.warn('Access decision mail failed', {
        email: body.email,
        category: body.category,
        error: error instanceof Error ? error.name : String(error),
      });
    }
    return {
      email: body.email,
      category: decided.category,
      requestStatus: decided.requestStatus,
      requestedAt: decided.requestedAt,
      ...(decided.decidedAt ? { decidedAt: decided.decidedAt } : {}),
      ...(decided.decidedBy ? { decidedBy: decided.decidedBy } : {}),
      ...(decided.reason ? { reason: decided.reason } : {}),
    };
  },
);
