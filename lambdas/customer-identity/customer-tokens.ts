import {
  AdminInitiateAuthCommand,
  AdminRespondToAuthChallengeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { randomBytes } from 'node:crypto';
import { cognito } from '../clients/cognito-client';
import { dynamo } from '../clients/dynamo-client';
import { tableName } from '../data/table-name';
import { customerPoolClientId, customerPoolId } from '../lib/settings';
import { sha256 } from './customer-hash';
import { epochSeconds, proofKey } from './customer-keys';

/** How long the one-time proof waits for the trigger to use it. */
export const proofSeconds = 60;

export interface CustomerTokens {
  accessToken: string;
  tokenType: 'Bearer';
  expiresIn: number;
}

/** The hash the PROOF item keeps; the trigger hashes the answer it gets the same way. */
export const proofHash = (proof: string) => sha256('proof', proof);

/**
 * Leaves a one-time proof for the customer (its hash only, 60 s), the only answer the customer
 * pool's auth-challenge trigger accepts. Returns the proof.
 */
async function writeProof(mobile: string): Promise<string> {
  const proof = randomBytes(32).toString('base64url');
  await dynamo().send(
    new PutCommand({
      TableName: tableName('customers'),
      Item: {
        ...proofKey(mobile),
        proofHash: proofHash(proof),
        expiresAt: epochSeconds() + proofSeconds,
      },
    }),
  );
  return proof;
}

/**
 * The customer's tokens from the customer pool, once the service has decided the customer may
 * have them: CUSTOM_AUTH for the customer's user name, answered with a fresh one-time proof.
 */
export async function customerTokens(customer: {
  mobile: string;
  customerId: string;
}): Promise<CustomerTokens> {
  const UserPoolId = customerPoolId();
  const ClientId = customerPoolClientId();
  const proof = await writeProof(customer.mobile);
  const started = await cognito().send(
    new AdminInitiateAuthCommand({
      UserPoolId,
      ClientId,
      AuthFlow: 'CUSTOM_AUTH',
      AuthParameters: { USERNAME: customer.customerId },
    }),
  );
  if (started.ChallengeName !== 'CUSTOM_CHALLENGE' || !started.Session) {
    throw new Error(
      `The customer pool asked ${started.ChallengeName ?? 'nothing'}, not CUSTOM_CHALLENGE`,
    );
  }
  const answered = await cognito().send(
    new AdminRespondToAuthChallengeCommand({
      UserPoolId,
      ClientId,
      ChallengeName: 'CUSTOM_CHALLENGE',
      ChallengeResponses: { USERNAME: customer.customerId, ANSWER: proof },
      Session: started.Session,
    }),
  );
  const result = answered.AuthenticationResult;
  if (!result?.AccessToken) throw new Error('The customer pool issued no access token');
  return {
    accessToken: result.AccessToken,
    tokenType: 'Bearer',
    expiresIn: result.ExpiresIn ?? 3600,
  };
}
