import { requestProdKeyCode } from '../../../shared/api/requests-production-operations';
import { sendMail } from '../../clients/mail-client';
import { Conflict } from '../../lib/errors';
import { handleOperation } from '../../lib/operation-handler';
import { issueCode } from '../../requests/production/prod-key-code';
import { prodKeyCodeMail } from '../../requests/production/production-mail';
import { ownRequest } from '../../requests/production/production-requests';

export const noProdKeyMessage = 'This request has no production key yet';

/** Mails the owner of an approved request a one-time code that reveals its prod key. */
export const requestProdKeyCodeHandler = handleOperation(
  requestProdKeyCode,
  async ({ params, caller }) => {
    const record = await ownRequest(caller, params.uniqueId);
    if (record.status !== 'Approved' || !record.prodKey) throw new Conflict(noProdKeyMessage);
    const code = await issueCode(caller.email, record.prodKey.apiKeyId);
    await sendMail(prodKeyCodeMail(caller.email, record, code));
    return { message: `A code has been sent to ${caller.email}` };
  },
);
