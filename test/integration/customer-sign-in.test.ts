import { newKeyValue } from '../../lambdas/product-keys/key-scope';
import {
  APIGatewayClient,
  CreateApiKeyCommand,
  CreateUsagePlanKeyCommand,
} from '@aws-sdk/client-api-gateway';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { productApiKeyMessages } from '../../shared/messages';
import {
  customerAppId,
  customerAppIdHeader,
  customerAuthenticationService,
  customerErrorCodes,
  customerPaths,
} from '../../shared/customer-sign-in';
import { decodeJwt } from '../../infra/local/identity/tokens/jwt';
import { messagesTo } from '../support/outbox';

interface ServiceInfo {
  service: string;
  apiId: string;
  usagePlans: { id: string; stage: string; tier: string }[];
}

const cloud = () => inject('cloud');
/** The seeded demo customers (lambdas/customer-identity/seed-demo-customers.ts). */
const activeCustomer = { mobile: '9876543210', customerId: 'CUST000001' };
const inactiveCustomer = { mobile: '9123456780' };

let base: string;
let key: string;

beforeAll(async () => {
  const { urls } = cloud();
  const listing = await fetch(`${urls.portalApi}/catalogue/categories/Customer/services`);
  const { items } = (await listing.json()) as { items: ServiceInfo[] };
  const service = items.find((s) => s.service === customerAuthenticationService);
  if (!service) throw new Error('No Customer Authentication service in the catalogue');
  const plan = service.usagePlans.find((p) => p.stage === 'sandbox' && p.tier === 'Basic');
  if (!plan) throw new Error('No Basic sandbox plan for Customer Authentication');
  // A subscription key as the applications area makes one: a key in the service's usage plan.
  const gateway = new APIGatewayClient({
    endpoint: urls.controlPlane,
    region: 'us-east-1',
    maxAttempts: 1,
  });
  const created = await gateway.send(
    new CreateApiKeyCommand({
      name: 'it-customers',
      enabled: true,
      value: newKeyValue(customerAuthenticationService, 'sandbox'),
    }),
  );
  await gateway.send(
    new CreateUsagePlanKeyCommand({ usagePlanId: plan.id, keyId: created.id, keyType: 'API_KEY' }),
  );
  gateway.destroy();
  key = created.value!;
  base = `${urls.productApis}/${service.apiId}/sandbox`;
});

async function post(
  path: string,
  body: unknown,
  headers: Record<string, string> = { 'x-api-key': key },
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const phone = (mobile: string) => `+91${mobile}`;

/** The 6 digits of the newest text to the number in the outbox. */
async function otpTextedTo(mobile: string): Promise<string> {
  const [newest] = await messagesTo(cloud().urls.outbox, phone(mobile));
  expect(newest?.subject).toBe('SMS');
  const otp = /\b(\d{6})\b/.exec(newest?.text ?? '')?.[1];
  if (!otp) throw new Error(`No OTP texted to ${phone(mobile)}`);
  return otp;
}

async function sendOtp(mobile: string): Promise<string> {
  const sent = await post(customerPaths.sendOtp, { mobile });
  expect(sent).toMatchObject({ status: 200, body: { status: 'OTP_SENT' } });
  return otpTextedTo(mobile);
}

const verify = (mobile: string, otp: string) =>
  post(customerPaths.verifyOtp, { otp, contactInfo: mobile });

const wrongOtp = (otp: string) => (otp === '000000' ? '111111' : '000000');

/** A valid Indian mobile number no one has. */
const unknownMobile = () => `7${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

describe('customer sign-in through the Customer Authentication API (local gateway → backend)', () => {
  it('refuses a call without a key (401) and texts nothing', async () => {
    const mobile = unknownMobile();
    const refused = await post(customerPaths.sendOtp, { mobile }, {});
    expect(refused).toEqual({ status: 401, body: { message: productApiKeyMessages.missingKey } });
    expect(await messagesTo(cloud().urls.outbox, phone(mobile))).toEqual([]);
  });

  it('signs the active demo customer in: a wrong OTP is INCORRECT_OTP, the right one gives a customer-pool token', async () => {
    const otp = await sendOtp(activeCustomer.mobile);
    const wrong = await verify(activeCustomer.mobile, wrongOtp(otp));
    expect(wrong).toMatchObject({ status: 400, body: { code: customerErrorCodes.incorrectOtp } });

    const right = await verify(activeCustomer.mobile, otp);
    expect(right).toMatchObject({
      status: 200,
      body: { status: 'OTP_VERIFIED', registrationRequired: false, tokenType: 'Bearer' },
    });
    const { customerPool } = cloud().identity;
    expect(decodeJwt(String(right.body.accessToken))).toMatchObject({
      iss: `${cloud().urls.cognito}/${customerPool?.id}`,
      client_id: customerPool?.clientId,
      username: activeCustomer.customerId,
      token_use: 'access',
    });
  });

  it('registers an unknown number after its OTP (x-app-id 4) and hands out its tokens', async () => {
    const mobile = unknownMobile();
    const verified = await verify(mobile, await sendOtp(mobile));
    expect(verified).toMatchObject({
      status: 200,
      body: { status: 'REGISTRATION_REQUIRED', registrationRequired: true },
    });
    const registered = await post(
      customerPaths.register,
      {
        uuid: verified.body.uuid,
        customerRegisterReqDto: { firstName: 'Meera', lastName: 'Iyer', mobile },
      },
      { 'x-api-key': key, [customerAppIdHeader]: customerAppId },
    );
    expect(registered.body).toMatchObject({ status: 'TOKEN_RECEIVED', tokenType: 'Bearer' });
    expect(registered.status).toBeLessThan(300);
    expect(decodeJwt(String(registered.body.accessToken))).toMatchObject({
      iss: `${cloud().urls.cognito}/${cloud().identity.customerPool?.id}`,
    });
  });

  it('answers the inactive demo customer 409 INACTIVE.USER with a verification key', async () => {
    const otp = await sendOtp(inactiveCustomer.mobile);
    const inactive = await verify(inactiveCustomer.mobile, otp);
    expect(inactive).toMatchObject({
      status: 409,
      body: { code: customerErrorCodes.inactiveUser, verificationKey: expect.any(String) },
    });
  });
});
