import { AdminRespondToAuthChallengeCommand } from '@aws-sdk/client-cognito-identity-provider';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { customerPaths } from '../../shared/customer-sign-in';
import { handler } from './customer-identity-handler';
import { addCustomer, lastOtp, sendOtp, verifyOtp } from './testing/customer-flow';
import { bodyOf, customerEvent, useCustomerBackend } from './testing/customer-requests';
import { demoCustomers } from './seed-demo-customers';
import { captureLogs } from '../testing/captured-logs';

const { sns, state, cognito } = useCustomerBackend();

afterEach(() => {
  vi.restoreAllMocks();
});

const register = (body: unknown) =>
  handler(customerEvent('POST', customerPaths.register, body, { 'x-app-id': '4' }));

describe('customer sign-in, call after call', () => {
  it('a new number: OTP, registration, then a later sign-in by OTP', async () => {
    const mobile = '9988776655';
    await sendOtp(mobile);
    const verified = bodyOf(await verifyOtp(mobile, lastOtp(sns)));
    expect(verified.status).toBe('REGISTRATION_REQUIRED');
    const registered = await register({
      uuid: verified.uuid,
      customerRegisterReqDto: { firstName: 'Meera', lastName: 'Iyer', mobile },
    });
    expect(bodyOf(registered).status).toBe('TOKEN_RECEIVED');

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    await sendOtp(mobile);
    vi.useRealTimers();
    expect(bodyOf(await verifyOtp(mobile, lastOtp(sns))).status).toBe('OTP_VERIFIED');
  });

  it('an inactive customer: INACTIVE.USER, then reactivation by the question', async () => {
    const { inactive } = demoCustomers;
    addCustomer(state, inactive);
    await sendOtp(inactive.mobile);
    const refused = await verifyOtp(inactive.mobile, lastOtp(sns));
    expect(refused.statusCode).toBe(409);
    const { verificationKey } = bodyOf(refused);
    const pending = bodyOf(
      await handler(
        customerEvent('POST', customerPaths.activateUser, {
          mobile: inactive.mobile,
          verificationKey,
        }),
      ),
    );
    const reactivated = await handler(
      customerEvent('POST', customerPaths.verifyQuestion, {
        questionUuid: pending.questionUuid,
        answer: inactive.vehicleRegistrationNumber,
      }),
    );
    expect(bodyOf(reactivated).status).toBe('TOKEN_RECEIVED');
  });

  it('logs a failure after the OTP with neither the OTP nor the proof', async () => {
    const logs = captureLogs();
    addCustomer(state, demoCustomers.active);
    cognito.on(AdminRespondToAuthChallengeCommand).rejects(new Error('pool unavailable'));
    await sendOtp(demoCustomers.active.mobile);
    const otp = lastOtp(sns);
    const result = await verifyOtp(demoCustomers.active.mobile, otp);
    expect(result.statusCode).toBe(500);
    expect(bodyOf(result).code).toBe('UNEXPECTED.TECHNICAL.FAILURE');
    const proof = String(
      cognito.commandCalls(AdminRespondToAuthChallengeCommand)[0]?.args[0].input.ChallengeResponses
        ?.ANSWER,
    );
    const lines = logs.text();
    expect(logs.entries()).toContainEqual(expect.objectContaining({ level: 'ERROR' }));
    expect(lines).toContain('pool unavailable');
    expect(lines).not.toContain(otp);
    expect(lines).not.toContain(proof);
  });
});
