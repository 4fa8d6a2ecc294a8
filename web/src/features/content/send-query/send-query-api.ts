import { sendSupportQuery } from '../../../../../shared/api/content-operations';
import type { SupportQueryValues } from '../../../../../shared/schemas/support-query-schema';
import { callOperation } from '../../../lib/api-client';

/** Sends the query with the captcha's id; the server answers with its reference. */
export function sendQuery(values: SupportQueryValues, captchaId: string) {
  return callOperation(sendSupportQuery, {
    body: { ...values, captchaId },
  });
}
