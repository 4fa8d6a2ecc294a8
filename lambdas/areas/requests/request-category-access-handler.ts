import { requestCategoryAccess } from '../../../shared/api/requests-operations';
import { messages } from '../../../shared/messages';
import { getCategory } from '../../catalogue/catalogue-repository';
import { Conflict, Invalid, NotFound } from '../../lib/errors';
import { logger } from '../../lib/logger';
import { handleOperation } from '../../lib/operation-handler';
import { getAccessRequest, putPendingRequest } from '../../requests/access-request-writes';

/**
 * A signed-in non-admin asks for a category that requires access: a Pending request, unless one
 * is Pending or Approved already (409); a Rejected one may be asked again.
 */
export const requestCategoryAccessHandler = handleOperation(
  requestCategoryAccess,
  async ({ body, caller }) => {
    if (caller.isAdmin) throw new Invalid('Admins have access to every category');
    const category = await getCategory(body.category);
    if (!category) throw new NotFound('Category not found');
    if (!category.requestAccess) {
      throw new Invalid(`${category.name} does not need an access request`);
    }
    const previous = await getAccessRequest(caller.email, category.name);
    if (previous?.requestStatus === 'Pending') throw new Conflict(messages.accessRequestPending);
    if (previous?.requestStatus === 'Approved') {
      throw new Conflict(`Your access to ${category.name} is already approved`);
    }
    const written = await putPendingRequest(caller.email, category.name, previous, new Date());
    // Another request of the same user won the race: it is Pending now.
    if (!written) throw new Conflict(messages.accessRequestPending);
    logger.info('Category access requested', { email: caller.email, category: category.name });
    return {
      message: messages.accessRequestSent,
      category: category.name,
      requestStatus: 'Pending' as const,
    };
  },
);
