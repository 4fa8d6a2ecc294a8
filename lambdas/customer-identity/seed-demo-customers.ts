import { AdminCreateUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { cognito } from '../clients/cognito-client';
import { isCognitoError } from '../clients/cognito-errors';
import { dynamo } from '../clients/dynamo-client';
import { tableName } from '../data/table-name';
import { unlessConditionFails } from '../data/update-expression';
import { logger } from '../lib/logger';
import { customerPoolId } from '../lib/settings';
import { customerAttributes, customerRecord, type NewCustomer } from './create-customer';
import { profileKey } from './customer-keys';
import type { CustomerStatus } from './customer-record';

export interface DemoCustomer extends NewCustomer {
  customerId: string;
  status: CustomerStatus;
}

/** The local cloud's two demo customers: one active, one inactive (to reactivate). */
export const demoCustomers = {
  active: {
    customerId: 'CUST000001',
    mobile: '9876543210',
    firstName: 'Ananya',
    lastName: 'Rao',
    email: 'ananya.rao@example.com',
    vehicleRegistrationNumber: 'KA01AB1234',
    status: 'active',
  },
  inactive: {
    customerId: 'CUST000002',
    mobile: '9123456780',
    firstName: 'Rohan',
    lastName: 'Mehta',
    email: 'rohan.mehta@example.com',
    vehicleRegistrationNumber: 'DL03CD5678',
    status: 'inactive',
  },
} as const satisfies Record<string, DemoCustomer>;

async function seedCustomer({ customerId, status, ...details }: DemoCustomer): Promise<void> {
  try {
    await cognito().send(
      new AdminCreateUserCommand({
        UserPoolId: customerPoolId(),
        Username: customerId,
        UserAttributes: customerAttributes(details),
        MessageAction: 'SUPPRESS',
      }),
    );
  } catch (error) {
    if (!isCognitoError(error, 'UsernameExistsException')) throw error;
  }
  // An existing record stays as it is (a demo customer reactivated locally stays active).
  await unlessConditionFails(() =>
    dynamo().send(
      new PutCommand({
        TableName: tableName('customers'),
        Item: { ...profileKey(details.mobile), ...customerRecord(details, customerId, status) },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    ),
  );
}

/** Creates the demo customers in the customer pool and the customers table, idempotently. */
export async function handler(): Promise<void> {
  for (const customer of Object.values(demoCustomers)) await seedCustomer(customer);
  logger.info('Demo customers seeded', { count: Object.keys(demoCustomers).length });
}
