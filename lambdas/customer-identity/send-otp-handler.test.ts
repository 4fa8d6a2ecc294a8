import { PublishCommand } from '@aws-sdk/client-sns';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addCustomer, lastOtp, sendOtp } from './testing/customer-flow';
import { bodyOf, customerEvent, useCustomerBackend } from './testing/customer-requests';
import { handler } from './customer-identity-handler';
import { demoCustomers } from './seed-demo-customers';
import { captureLogs } from '../testing/captured-logs';

const backend = useCustomerBackend();
const { sns } = backend;

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const at = (iso: string) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
};

describe('POST /v1/otp/register/send', () => {
  it('texts a 6-digit OTP to the +91 number and answers OTP_SENT', async () => {
    const result = await sendOtp('9988776655');
    expect(result.statusCode).toBe(200);
    expect(result.headers?.['content-type']).toBe('application/json');
    expect(bodyOf(result)).toMatchObject({
      status: 'OTP_SENT',
      message: 'You will get an OTP , if number exist in our system',
      resendAfterSeconds: 60,
    });
    const input = sns.commandCalls(PublishCommand)[0]?.args[0].input;
    const otp = lastOtp(sns);
    expect(input).toEqual({
      PhoneNumber: '+919988776655',
      Message: `${otp} is your Marque verification code. It expires in 5 minutes. Never share it.`,
      MessageAttributes: {
        'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Transactional' },
      },
    });
  });

  it('stores only a hash of the OTP, with 0 tries and a TTL of 300 s', async () => {
    at('2026-11-25T10:00:00Z');
    await sendOtp('9988776655');
    const item = backend.state.table.get('CUSTOMER#9988776655', 'OTP');
    const sentAt = Date.parse('2026-11-25T10:00:00Z') / 1000;
    expect(item).toMatchObject({ tries: 0, sentAt, expiresAt: sentAt + 300 });
    expect(JSON.stringify(item)).not.toContain(lastOtp(sns));
  });

  it('answers a known and an unknown number alike', async () => {
    addCustomer(backend.state, demoCustomers.active);
    const known = bodyOf(await sendOtp(demoCustomers.active.mobile));
    const unknown = bodyOf(await sendOtp('9988776655'));
    expect({ ...known, otpReference: '' }).toEqual({ ...unknown, otpReference: '' });
    expect(sns.commandCalls(PublishCommand)).toHaveLength(2);
  });

  it('sends nothing within 60 s of the last OTP and says how long to wait', async () => {
    at('2026-11-25T10:00:00Z');
    const first = bodyOf(await sendOtp('9988776655'));
    at('2026-11-25T10:00:25Z');
    const second = bodyOf(await sendOtp('9988776655'));
    expect(second).toMatchObject({ status: 'OTP_SENT', resendAfterSeconds: 35 });
    expect(second.otpReference).toBe(first.otpReference);
    expect(sns.commandCalls(PublishCommand)).toHaveLength(1);

    at('2026-11-25T10:01:00Z');
    expect(bodyOf(await sendOtp('9988776655')).resendAfterSeconds).toBe(60);
    expect(sns.commandCalls(PublishCommand)).toHaveLength(2);
  });

  it('refuses a number that breaks the mobile rule with its message', async () => {
    const short = await sendOtp('98765');
    expect(short.statusCode).toBe(400);
    expect(bodyOf(short)).toEqual({
      code: 'INVALID_REQUEST',
      message: 'Mobile number should be of 10 digit',
      requestId: 'req-0001',
    });
    expect(bodyOf(await sendOtp('1234567890')).message).toBe('Please enter a valid mobile number');
    expect(sns.commandCalls(PublishCommand)).toHaveLength(0);
  });

  it('refuses a body that is not JSON', async () => {
    const result = await handler(customerEvent('POST', '/v1/otp/register/send', '{mobile'));
    expect(result.statusCode).toBe(400);
    expect(bodyOf(result).message).toBe('The request body must be JSON.');
  });

  it('on an SMS failure answers 500, keeps no OTP (a retry sends at once) and logs no OTP', async () => {
    const logs = captureLogs();
    sns.on(PublishCommand).rejectsOnce(new Error('SMS throttled'));
    const failed = await sendOtp('9988776655');
    expect(failed.statusCode).toBe(500);
    expect(bodyOf(failed)).toEqual({
      code: 'UNEXPECTED.TECHNICAL.FAILURE',
      message: 'An unexpected error occured during login.',
      requestId: 'req-0001',
    });
    const otp = lastOtp(sns);
    expect(logs.entries()).toContainEqual(expect.objectContaining({ level: 'ERROR' }));
    expect(logs.text()).not.toContain(otp);
    expect(backend.state.table.get('CUSTOMER#9988776655', 'OTP')).toBeUndefined();

    expect((await sendOtp('9988776655')).statusCode).toBe(200);
    expect(sns.commandCalls(PublishCommand)).toHaveLength(2);
  });
});
