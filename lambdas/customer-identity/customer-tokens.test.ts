import {
  AdminInitiateAuthCommand,
  AdminRespondToAuthChallengeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { cognito as customerPool } from '../clients/cognito-client';
import { customerTokens } from './customer-tokens';
import { addCustomer } from './testing/customer-flow';
import { testAccessToken } from './testing/customer-pool';
import { useCustomerBackend } from './testing/customer-requests';
import { demoCustomers } from './seed-demo-customers';

const { state, cognito, ddb } = useCustomerBackend();
const { active } = demoCustomers;

describe('customerTokens', () => {
  it('signs the customer in by CUSTOM_AUTH with a fresh proof, kept only as a 60 s hash', async () => {
    addCustomer(state, active);
    const before = Math.floor(Date.now() / 1000);
    expect(await customerTokens(active)).toEqual({
      accessToken: testAccessToken(active.customerId),
      tokenType: 'Bearer',
      expiresIn: 3600,
    });
    expect(cognito.commandCalls(AdminInitiateAuthCommand)[0]?.args[0].input).toEqual({
      UserPoolId: 'us-east-1_Customers',
      ClientId: 'customer-client',
      AuthFlow: 'CUSTOM_AUTH',
      AuthParameters: { USERNAME: active.customerId },
    });
    const respond = cognito.commandCalls(AdminRespondToAuthChallengeCommand)[0]?.args[0].input;
    expect(respond).toMatchObject({
      ChallengeName: 'CUSTOM_CHALLENGE',
      Session: `session-${active.customerId}`,
      ChallengeResponses: { USERNAME: active.customerId },
    });
    const proof = String(respond?.ChallengeResponses?.ANSWER);
    expect(proof).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const written = ddb.commandCalls(PutCommand)[0]?.args[0].input.Item;
    expect(written).toMatchObject({ pk: `CUSTOMER#${active.mobile}`, sk: 'PROOF' });
    expect(JSON.stringify(written)).not.toContain(proof);
    expect(Number(written?.expiresAt) - before).toBeGreaterThanOrEqual(60);
    expect(Number(written?.expiresAt) - before).toBeLessThanOrEqual(61);
    // The trigger used the proof up.
    expect(state.table.get(`CUSTOMER#${active.mobile}`, 'PROOF')).toBeUndefined();
  });

  it('cannot be answered twice with the same proof', async () => {
    addCustomer(state, active);
    await customerTokens(active);
    const proof = String(
      cognito.commandCalls(AdminRespondToAuthChallengeCommand)[0]?.args[0].input.ChallengeResponses
        ?.ANSWER,
    );
    await expect(
      customerPool().send(
        new AdminRespondToAuthChallengeCommand({
          UserPoolId: 'us-east-1_Customers',
          ClientId: 'customer-client',
          ChallengeName: 'CUSTOM_CHALLENGE',
          ChallengeResponses: { USERNAME: active.customerId, ANSWER: proof },
          Session: 'session-x',
        }),
      ),
    ).rejects.toThrow('Incorrect');
  });

  it('throws when the pool asks for anything but the custom challenge', async () => {
    cognito.on(AdminInitiateAuthCommand).resolves({ ChallengeName: 'PASSWORD_VERIFIER' });
    await expect(customerTokens(active)).rejects.toThrow(/CUSTOM_CHALLENGE/);
  });
});
