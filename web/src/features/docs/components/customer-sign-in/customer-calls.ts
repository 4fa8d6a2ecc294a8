import type { SubscriptionItem } from '../../../../../../shared/api/applications-operations';
import type { TryOutBody } from '../../../../../../shared/api/docs-operations';
import { sendTryOut } from '../../api/try-out-calls';
import { parseJson } from './customer-answers';

/** Where the panel's calls go: the service's product API in the sandbox, with this subscription. */
export interface CustomerTarget {
  apiId: string;
  subscription: SubscriptionItem;
}

/** The product API's answer (status and parsed JSON body), or none (relay refused, timeout). */
export type CustomerAnswer = { kind: 'answered'; status: number; json: unknown } | { kind: 'none' };

/** One POST of the customer flow through the portal's try-out relay. */
export async function callCustomerApi(
  target: CustomerTarget,
  path: string,
  body: object,
  headers: Record<string, string> = {},
): Promise<CustomerAnswer> {
  const { applicationId, service, stage } = target.subscription;
  const request: TryOutBody = {
    apiId: target.apiId,
    stage: 'sandbox',
    method: 'POST',
    path,
    headers,
    body: JSON.stringify(body),
    bodyEncoding: 'text',
    contentType: 'application/json',
    subscription: { applicationId, service, stage },
  };
  try {
    const response = await sendTryOut(request);
    if (response.status === 0) return { kind: 'none' };
    const json = response.bodyEncoding === 'text' ? parseJson(response.body) : undefined;
    return { kind: 'answered', status: response.status, json };
  } catch {
    // The relay itself failed (network, refusal): for the user it is the same unexpected failure.
    return { kind: 'none' };
  }
}
