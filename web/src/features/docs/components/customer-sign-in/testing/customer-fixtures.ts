import type { Mock } from 'vitest';
import type { TryOutBody, TryOutResponse } from '../../../../../../../shared/api/docs-operations';
import type { ServiceDoc } from '../../../../../../../shared/docs/doc-model';
import { aSubscription } from '../../../../../testing/application-fixtures';
import { anOperation, aServiceDoc } from '../../try-out/testing/try-out-fixtures';

export const customerMobile = '9876543210';

export const customerSubscription = aSubscription({
  id: 'customer-authentication.sandbox',
  service: 'customer-authentication',
  apiName: 'Customer Authentication',
  apiId: 'cust01',
  applicationName: 'dealer-app',
});

/** The key manager's answer: one subscription to the service, others that must not show. */
export const customerKeys = {
  category: 'apiKey',
  apiKeys: [
    customerSubscription,
    aSubscription({ applicationName: 'other-service-app' }),
    aSubscription({ ...customerSubscription, stage: 'prod', applicationName: 'prod-app' }),
  ],
};

export function customerDoc(overrides: Partial<ServiceDoc> = {}): ServiceDoc {
  return aServiceDoc({
    service: 'customer-authentication',
    apiName: 'Customer Authentication',
    apiId: 'cust01',
    operations: [
      anOperation({
        name: 'sendRegistrationOtp',
        path: '/v1/otp/register/send',
        authorizerType: 'apiKey',
        generateTokenButton: 'disabled',
        parameters: [],
      }),
    ],
    ...overrides,
  });
}

export const customerToken = 'eyJraWQiOiJjdXN0LTEifQ.eyJzdWIiOiJDVVNUMDAwNDIyIn0.c2lnbmF0dXJl';

export function otpSent(resendAfterSeconds = 60) {
  return {
    status: 200,
    json: {
      status: 'OTP_SENT',
      message: 'You will get an OTP , if number exist in our system',
      otpReference: 'ref-1',
      resendAfterSeconds,
    },
  };
}

export function tokenAnswer(status: 'OTP_VERIFIED' | 'TOKEN_RECEIVED', code = 200) {
  return {
    status: code,
    json: {
      status,
      registrationRequired: false,
      accessToken: customerToken,
      tokenType: 'Bearer',
      expiresIn: 3600,
    },
  };
}

export function errorAnswer(status: number, code: string, extra: object = {}) {
  return { status, json: { code, message: code, requestId: 'req-1', ...extra } };
}

/** A product API answer: status and JSON body, a raw text body, or none at all (status 0). */
export type FakeAnswer = { status: number; json?: unknown; text?: string } | 'none';

/** The call as the panel made it: the relay request with its JSON body parsed. */
export interface SentCall {
  request: TryOutBody;
  body: unknown;
}

/**
 * A fake product API behind a mocked `sendTryOut`: `routes` answer by path, each either one answer
 * or a list used in turn (the last one repeats). Returns the calls made.
 */
export function fakeCustomerApi(
  sendTryOut: Mock<(body: TryOutBody) => Promise<TryOutResponse>>,
  routes: Record<string, FakeAnswer | FakeAnswer[]>,
): SentCall[] {
  const calls: SentCall[] = [];
  const used: Record<string, number> = {};
  sendTryOut.mockImplementation(async (request) => {
    calls.push({ request, body: request.body ? (JSON.parse(request.body) as unknown) : undefined });
    const route = routes[request.path];
    const index = used[request.path] ?? 0;
    used[request.path] = index + 1;
    const answer = Array.isArray(route) ? route[Math.min(index, route.length - 1)] : route;
    if (!answer) return relayed(404, JSON.stringify({ message: 'Not Found' }));
    if (answer === 'none') return relayed(0, '');
    return relayed(answer.status, answer.text ?? JSON.stringify(answer.json));
  });
  return calls;
}

function relayed(status: number, body: string): TryOutResponse {
  return {
    status,
    statusText: status === 0 ? 'Timeout' : 'OK',
    durationMs: 12,
    sizeBytes: body.length,
    headers: { 'content-type': 'application/json' },
    body,
    bodyEncoding: 'text',
  };
}
