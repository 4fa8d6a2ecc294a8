import { AdminInitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addCustomer, lastOtp, sendOtp, verifyOtp } from './testing/customer-flow';
import { testAccessToken } from './testing/customer-pool';
import { bodyOf, useCustomerBackend } from './testing/customer-requests';
import { demoCustomers } from './seed-demo-customers';

const backend = useCustomerBackend();
const { sns, state } = backend;
const { active, inactive } = demoCustomers;

afterEach(() => {
  vi.useRealTimers();
});

const at = (iso: string) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
};

/** An OTP other than the right one. */
const wrong = (otp: string) => (otp === '000000' ? '111111' : '000000');

const generateNewOtp = {
  code: 'GENERATE.NEW.OTP',
  message: 'Please generate new OTP.',
  requestId: 'req-0001',
};
const incorrectOtp = {
  code: 'INCORRECT_OTP',
  message: 'The OTP you entered was incorrect. Please try again.',
  requestId: 'req-0001',
};

describe('POST /v1/otp/verify', () => {
  it("signs an active customer in: OTP_VERIFIED with the customer pool's access token", async () => {
    addCustomer(state, active);
    await sendOtp(active.mobile);
    const result = await verifyOtp(active.mobile, lastOtp(sns));
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toEqual({
      status: 'OTP_VERIFIED',
      registrationRequired: false,
      accessToken: testAccessToken(active.customerId),
      tokenType: 'Bearer',
      expiresIn: 3600,
    });
  });

  it('gives an unknown number a registration key valid 15 minutes', async () => {
    at('2026-11-25T10:00:00Z');
    await sendOtp('9988776655');
    const body = bodyOf(await verifyOtp('9988776655', lastOtp(sns)));
    expect(body).toMatchObject({ status: 'REGISTRATION_REQUIRED', registrationRequired: true });
    expect(state.table.get(`REGISTRATION#${String(body.uuid)}`, 'TICKET')).toMatchObject({
      mobile: '9988776655',
      purpose: 'register',
      expiresAt: Date.parse('2026-11-25T10:15:00Z') / 1000,
    });
    expect(backend.cognito.commandCalls(AdminInitiateAuthCommand)).toHaveLength(0);
  });

  it('answers an inactive customer 409 INACTIVE.USER with a re-registration key', async () => {
    addCustomer(state, inactive);
    await sendOtp(inactive.mobile);
    const result = await verifyOtp(inactive.mobile, lastOtp(sns));
    expect(result.statusCode).toBe(409);
    const body = bodyOf(result);
    expect(body).toMatchObject({
      code: 'INACTIVE.USER',
      message: 'This account is inactive. Re-register or reactivate it to sign in.',
      requestId: 'req-0001',
    });
    expect(state.table.get(`REGISTRATION#${String(body.verificationKey)}`, 'TICKET')).toMatchObject(
      { mobile: inactive.mobile, purpose: 'reregister' },
    );
    expect(backend.cognito.commandCalls(AdminInitiateAuthCommand)).toHaveLength(0);
  });

  it('counts wrong OTPs: 400 INCORRECT_OTP three times, then the OTP is dead', async () => {
    addCustomer(state, active);
    await sendOtp(active.mobile);
    const otp = lastOtp(sns);
    for (let i = 0; i < 3; i += 1) {
      const result = await verifyOtp(active.mobile, wrong(otp));
      expect(result.statusCode).toBe(400);
      expect(bodyOf(result)).toEqual(incorrectOtp);
    }
    expect(state.table.get(`CUSTOMER#${active.mobile}`, 'OTP')?.tries).toBe(3);
    const afterwards = await verifyOtp(active.mobile, otp);
    expect(afterwards.statusCode).toBe(404);
    expect(bodyOf(afterwards)).toEqual(generateNewOtp);
  });

  it('takes the right OTP after fewer than three wrong ones', async () => {
    addCustomer(state, active);
    await sendOtp(active.mobile);
    const otp = lastOtp(sns);
    await verifyOtp(active.mobile, wrong(otp));
    await verifyOtp(active.mobile, wrong(otp));
    expect((await verifyOtp(active.mobile, otp)).statusCode).toBe(200);
  });

  it('takes an OTP once', async () => {
    addCustomer(state, active);
    await sendOtp(active.mobile);
    const otp = lastOtp(sns);
    expect((await verifyOtp(active.mobile, otp)).statusCode).toBe(200);
    const again = await verifyOtp(active.mobile, otp);
    expect(again.statusCode).toBe(404);
    expect(bodyOf(again)).toEqual(generateNewOtp);
  });

  it('refuses an OTP past 300 s even before TTL removes it', async () => {
    addCustomer(state, active);
    at('2026-11-25T10:00:00Z');
    await sendOtp(active.mobile);
    at('2026-11-25T10:05:00Z');
    const result = await verifyOtp(active.mobile, lastOtp(sns));
    expect(result.statusCode).toBe(404);
    expect(bodyOf(result)).toEqual(generateNewOtp);
    expect(state.table.get(`CUSTOMER#${active.mobile}`, 'OTP')).toBeDefined();
  });

  it('answers GENERATE.NEW.OTP when no OTP was sent to the number', async () => {
    const result = await verifyOtp(active.mobile, '123456');
    expect(result.statusCode).toBe(404);
    expect(bodyOf(result)).toEqual(generateNewOtp);
  });

  it("binds the stored hash to the number: the same OTP under another number's hash is wrong", async () => {
    await sendOtp('9988776655');
    const otp = lastOtp(sns);
    const item = state.table.get('CUSTOMER#9988776655', 'OTP');
    state.table.put({ ...item, pk: 'CUSTOMER#9988776644' });
    expect(bodyOf(await verifyOtp('9988776644', otp))).toEqual(incorrectOtp);
    expect((await verifyOtp('9988776655', otp)).statusCode).toBe(200);
  });

  it('refuses an OTP that is not 6 digits, and a bad number, without counting a try', async () => {
    await sendOtp(active.mobile);
    for (const otp of ['12a456', '12345', '']) {
      const result = await verifyOtp(active.mobile, otp);
      expect(result.statusCode).toBe(400);
      expect(bodyOf(result).message).toBe('Please enter a valid otp');
    }
    expect(bodyOf(await verifyOtp('98765', '123456')).message).toBe(
      'Mobile number should be of 10 digit',
    );
    expect(state.table.get(`CUSTOMER#${active.mobile}`, 'OTP')?.tries).toBe(0);
  });
});
