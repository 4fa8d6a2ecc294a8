import { requestKeyCode } from '../../../shared/api/applications-operations';
import { sendMail } from '../../clients/mail-client';
import { handleOperation } from '../../lib/operation-handler';
import { issueCode } from '../../requests/production/prod-key-code';
import { prodKeyCodeMail } from '../../requests/production/production-mail';
import { ownProdSubscription } from './prod-subscription-key';

/** Mails the owner of a prod subscription a one-time code that reveals its key. */
export const requestKeyCodeHandler = handleOperation(requestKeyCode, async ({ params, caller }) => {
  const record = await ownProdSubscription(caller, params);
  const code = await issueCode(caller.email, record.apiKeyId);
  await sendMail(prodKeyCodeMail(caller.email, record, code));
  return { message: `A code has been sent to ${caller.email}` };
});
