import { PublishCommand, SNSClient } from '@aws-sdk/client-sns';
import type { AwsClientStub } from 'aws-sdk-client-mock';
import { customerPaths } from '../../../shared/customer-sign-in';
import { customerRecord } from '../create-customer';
import { handler } from '../customer-identity-handler';
import { epochSeconds, profileKey, ticketKey, ticketSeconds } from '../customer-keys';
import type { DemoCustomer } from '../seed-demo-customers';
import { customerEvent } from './customer-requests';
import type { TestCustomerPool } from './customer-pool';
import type { TestCustomersTable } from './customers-table';

/** The OTP in the last text message sent. */
export function lastOtp(sns: AwsClientStub<SNSClient>): string {
  const message = sns.commandCalls(PublishCommand).at(-1)?.args[0].input.Message ?? '';
  const otp = /^(\d{6}) is your Marque verification code/.exec(message)?.[1];
  if (!otp) throw new Error(`No OTP was texted (last message: ${message})`);
  return otp;
}

export const sendOtp = (mobile: string) =>
  handler(customerEvent('POST', customerPaths.sendOtp, { mobile }));

export const verifyOtp = (mobile: string, otp: string) =>
  handler(customerEvent('POST', customerPaths.verifyOtp, { otp, contactInfo: mobile }));

/** A customer already on record, in the pool and the table. */
export function addCustomer(
  state: { table: TestCustomersTable; pool: TestCustomerPool },
  { customerId, status, ...details }: DemoCustomer,
): void {
  state.pool.users.set(customerId, { phone_number: `+91${details.mobile}` });
  state.table.put({
    ...profileKey(details.mobile),
    ...customerRecord(details, customerId, status),
  });
}

/** A live INACTIVE.USER verification key for a number, as verify hands one out. */
export function addVerificationKey(
  state: { table: TestCustomersTable },
  mobile: string,
  uuid = '3f0c9d2e-5b7a-4c1e-9f3d-2a6b8c4e1d70',
): string {
  state.table.put({
    ...ticketKey('REGISTRATION', uuid),
    uuid,
    purpose: 'reregister',
    mobile,
    tries: 0,
    expiresAt: epochSeconds() + ticketSeconds,
  });
  return uuid;
}
