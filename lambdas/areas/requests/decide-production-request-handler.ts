import { decideProductionRequest } from '../../../shared/api/requests-production-operations';
import { sendMail } from '../../clients/mail-client';
import { logger } from '../../lib/logger';
import { handleOperation } from '../../lib/operation-handler';
import { decideRequest } from '../../requests/production/production-decision';
import { productionDecisionMail } from '../../requests/production/production-mail';
import { toProductionRequest } from '../../requests/production/production-record';

/**
 * Admin: approves (the prod key, once), rejects or marks in progress an open request, then
 * e-mails the requester; a failed mail leaves the decision standing.
 */
export const decideProductionRequestHandler = handleOperation(
  decideProductionRequest,
  async ({ params, body, caller }) => {
    const decided = await decideRequest({
      uniqueId: params.uniqueId,
      decision: body.decision,
      admin: caller.email,
      ...(body.reason ? { reason: body.reason } : {}),
    });
    logger.info('Production request decided', {
      uniqueId: decided.uniqueId,
      status: decided.status,
      by: caller.email,
    });
    try {
      await sendMail(productionDecisionMail(decided));
    } catch (error) {
      // The decision stands; the requester sees it in the portal.
      logger.warn('Production decision mail failed', {
        uniqueId: decided.uniqueId,
        error: error instanceof Error ? error.name : String(error),
      });
    }
    return toProductionRequest(decided);
  },
);
