import { requestProdKeyCode } from '../../../shared/api/requests-production-operations';
import { sendMail } from '../../clients/mail-client';
import { handleOperation } from '../../lib/operation-handler';
import { issueCode } from '../../requests/production/prod-key-code';
import { prodKeyCodeMail } from '../../requests/production/production-mail';
import { ownRequest } from '../../requests/production/production-requests';
import { requestProdKeyId } from '../../requests/production/request-prod-key';

/** Mails the owner of an approved request a one-time code that reveals its prod key. */
export const requestProdKeyCodeHandler = handleOperation(
  requestProdKeyCode,
  async ({ params, caller }) => {
    const record = await ownRequest(caller, params.uniqueId);
    const code = await issueCode(caller.email, await requestProdKeyId(record));
    await sendMail(prodKeyCodeMail(caller.email, record, code));
    return { message: `A code has been sent to ${caller.email}` };
  },
);
