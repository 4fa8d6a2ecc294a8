import { PublishCommand, SNSClient } from '@aws-sdk/client-sns';
import type { AwsClientStub } from 'aws-sdk-client-mock';
import { customerPaths } from '../../../shared/customer-sign-in';
import { customerRecord } from '../create-customer';
import { handler } from '../customer-identity-handler';
import { profileKey } from '../customer-keys';
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
