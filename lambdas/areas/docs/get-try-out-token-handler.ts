import { getTryOutToken } from '../../../shared/api/docs-operations';
import { handleOperation } from '../../lib/operation-handler';
import { logger } from '../../lib/logger';
import { clientToken } from '../../try-out/client-token';

/** The try-out token dialog (spec §4, §7): client credentials in, an access token out. */
export const getTryOutTokenHandler = handleOperation(getTryOutToken, async ({ body, caller }) => {
  const token = await clientToken(body);
  // Directory users' token calls carry adUser (spec §6); the flag is recorded, never trusted.
  logger.info('Try-out token issued', {
    user: caller.email,
    clientId: body.clientId,
    adUser: body.adUser === true,
    staff: caller.isStaff,
  });
  return token;
});
