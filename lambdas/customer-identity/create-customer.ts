import {
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { randomInt } from 'node:crypto';
import { mobileCountryCode } from '../../shared/schemas/mobile-schema';
import { cognito } from '../clients/cognito-client';
import { isCognitoError } from '../clients/cognito-errors';
import { logger } from '../lib/logger';
import { customerPoolId } from '../lib/settings';
import {
  putNewCustomer,
  reactivationQuestion,
  type CustomerRecord,
  type CustomerStatus,
} from './customer-record';

export interface NewCustomer {
  mobile: string;
  firstName: string;
  lastName: string;
  email?: string;
  vehicleRegistrationNumber?: string;
}

/** A customer id: `CUST` and 6 random digits (the customer pool's user name). */
export function newCustomerId(): string {
  return `CUST${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/** Cognito's user attributes of a customer. */
export function customerAttributes(customer: NewCustomer) {
  return [
    { Name: 'phone_number', Value: `${mobileCountryCode}${customer.mobile}` },
    { Name: 'given_name', Value: customer.firstName },
    { Name: 'family_name', Value: customer.lastName },
    ...(customer.email ? [{ Name: 'email', Value: customer.email }] : []),
  ];
}

/** The profile record of a new customer. */
export function customerRecord(
  customer: NewCustomer,
  customerId: string,
  status: CustomerStatus,
): CustomerRecord {
  return {
    ...customer,
    customerId,
    status,
    ...reactivationQuestion(customer.mobile, customer),
    createdAt: new Date().toISOString(),
  };
}

/** Creates the pool user under a fresh id, drawing again if the id is taken. */
async function createPoolUser(customer: NewCustomer): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    const customerId = newCustomerId();
    try {
      await cognito().send(
        new AdminCreateUserCommand({
          UserPoolId: customerPoolId(),
          Username: customerId,
          UserAttributes: customerAttributes(customer),
          MessageAction: 'SUPPRESS',
        }),
      );
      return customerId;
    } catch (error) {
      if (attempt >= 3 || !isCognitoError(error, 'UsernameExistsException')) throw error;
    }
  }
}

/**
 * Creates an active customer: the pool user, then the profile on condition the number has none.
 * If the profile is not written, the pool user is deleted again. Undefined when the number
 * already has a customer.
 */
export async function createCustomer(customer: NewCustomer): Promise<CustomerRecord | undefined> {
  const customerId = await createPoolUser(customer);
  const record = customerRecord(customer, customerId, 'active');
  let written = false;
  try {
    written = await putNewCustomer(record);
  } finally {
    if (!written) await deletePoolUser(customerId);
  }
  return written ? record : undefined;
}

async function deletePoolUser(customerId: string): Promise<void> {
  try {
    await cognito().send(
      new AdminDeleteUserCommand({ UserPoolId: customerPoolId(), Username: customerId }),
    );
  } catch (error) {
    logger.error('Could not delete a half-made customer pool user', {
      customerId,
      error: error instanceof Error ? error.name : String(error),
    });
  }
}
