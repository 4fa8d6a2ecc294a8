import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../clients/dynamo-client';
import { tableName } from '../data/table-name';
import { unlessConditionFails } from '../data/update-expression';
import { sha256 } from './customer-hash';
import { profileKey } from './customer-keys';

export type CustomerStatus = 'active' | 'inactive';

/** A customer: pk `CUSTOMER#<mobile>`, sk `PROFILE`. */
export interface CustomerRecord {
  mobile: string;
  /** The customer pool's user name, `CUST` and 6 digits. */
  customerId: string;
  firstName: string;
  lastName: string;
  email?: string;
  vehicleRegistrationNumber?: string;
  status: CustomerStatus;
  /** The reactivation question and the hash of its normalised answer (none without an e-mail). */
  question: string;
  answerHash?: string;
  createdAt: string;
}

export const reactivationQuestions = {
  vehicle: 'What is the registration number of your current vehicle?',
  email: 'What is the e-mail address on your account?',
} as const;

/** Answers compare upper-cased with no spaces, so 'ka01 ab1234' matches 'KA01AB1234'. */
export function normaliseAnswer(answer: string): string {
  return answer.replace(/\s+/g, '').toUpperCase();
}

/** The hash of an answer, salted with the number so equal answers of two customers differ. */
export function answerHash(mobile: string, answer: string): string {
  return sha256('answer', mobile, normaliseAnswer(answer));
}

/** The question for a customer's details: the vehicle when one is on record, else the e-mail. */
export function reactivationQuestion(
  mobile: string,
  details: { email?: string; vehicleRegistrationNumber?: string },
): Pick<CustomerRecord, 'question' | 'answerHash'> {
  if (details.vehicleRegistrationNumber) {
    return {
      question: reactivationQuestions.vehicle,
      answerHash: answerHash(mobile, details.vehicleRegistrationNumber),
    };
  }
  return {
    question: reactivationQuestions.email,
    answerHash: details.email ? answerHash(mobile, details.email) : undefined,
  };
}

const table = () => tableName('customers');

export async function getCustomer(mobile: string): Promise<CustomerRecord | undefined> {
  const out = await dynamo().send(
    new GetCommand({ TableName: table(), Key: profileKey(mobile), ConsistentRead: true }),
  );
  return out.Item as CustomerRecord | undefined;
}

/** Writes a new customer; false when the number already has one. */
export async function putNewCustomer(customer: CustomerRecord): Promise<boolean> {
  const written = await unlessConditionFails(async () => {
    await dynamo().send(
      new PutCommand({
        TableName: table(),
        Item: { ...profileKey(customer.mobile), ...customer },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  });
  return written ?? false;
}

/** Makes an existing customer active; the record as it is now, undefined if there is none. */
export async function activateCustomer(mobile: string): Promise<CustomerRecord | undefined> {
  return unlessConditionFails(async () => {
    const out = await dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: profileKey(mobile),
        UpdateExpression: 'SET #status = :active, reactivatedAt = :now',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':active': 'active', ':now': new Date().toISOString() },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return out.Attributes as CustomerRecord;
  });
}
