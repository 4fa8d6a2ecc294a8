import type {
  CreateAuthChallengeTriggerEvent,
  DefineAuthChallengeTriggerEvent,
  VerifyAuthChallengeResponseTriggerEvent,
} from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  customChallenge,
  passwordVerifier,
  srpA,
  type SessionEntry,
} from '../testing/trigger-events';
import { handler } from './customer-auth-challenge';
import { proofHash } from './customer-tokens';
import { useCustomerBackend } from './testing/customer-requests';

const { state } = useCustomerBackend();

afterEach(() => {
  vi.useRealTimers();
});

const envelope = <T extends string>(triggerSource: T) => ({
  version: '1',
  region: 'ap-south-1',
  userPoolId: 'us-east-1_Customers',
  triggerSource,
  userName: 'CUST000001',
  callerContext: { awsSdkVersion: 'test', clientId: 'customer-client' },
});

const define = async (session: SessionEntry[], userNotFound = false) =>
  (
    await handler<DefineAuthChallengeTriggerEvent>({
      ...envelope('DefineAuthChallenge_Authentication'),
      request: { userAttributes: {}, session, userNotFound },
      response: { issueTokens: false, failAuthentication: false },
    })
  ).response;

const verify = async (answer: string, phoneNumber = '+919876543210') =>
  (
    await handler<VerifyAuthChallengeResponseTriggerEvent>({
      ...envelope('VerifyAuthChallengeResponse_Authentication'),
      request: {
        userAttributes: { phone_number: phoneNumber },
        privateChallengeParameters: {},
        challengeAnswer: answer,
      },
      response: { answerCorrect: false },
    })
  ).response.answerCorrect;

const leaveProof = (proof: string, expiresAt = Math.floor(Date.now() / 1000) + 60) =>
  state.table.put({
    pk: 'CUSTOMER#9876543210',
    sk: 'PROOF',
    proofHash: proofHash(proof),
    expiresAt,
  });

const fail = { issueTokens: false, failAuthentication: true };

describe('customer auth challenge: define', () => {
  it('asks the custom challenge first, then issues tokens for one right answer', async () => {
    expect(await define([])).toEqual({
      challengeName: 'CUSTOM_CHALLENGE',
      issueTokens: false,
      failAuthentication: false,
    });
    expect(await define([customChallenge(true, 'SERVER_PROOF')])).toEqual({
      issueTokens: true,
      failAuthentication: false,
    });
  });

  it('fails a wrong answer at once (one try), any other flow, and an unknown user', async () => {
    expect(await define([customChallenge(false)])).toEqual(fail);
    expect(await define([customChallenge(false), customChallenge(true)])).toEqual(fail);
    expect(await define([srpA])).toEqual(fail);
    expect(await define([srpA, passwordVerifier(true)])).toEqual(fail);
    expect(await define([], true)).toEqual(fail);
  });
});

describe('customer auth challenge: create', () => {
  it('carries no parameters and marks the challenge SERVER_PROOF', async () => {
    const event = await handler<CreateAuthChallengeTriggerEvent>({
      ...envelope('CreateAuthChallenge_Authentication'),
      request: { userAttributes: {}, challengeName: 'CUSTOM_CHALLENGE', session: [] },
      response: {
        publicChallengeParameters: { leak: 'x' },
        privateChallengeParameters: { leak: 'x' },
        challengeMetadata: '',
      },
    });
    expect(event.response).toEqual({
      publicChallengeParameters: {},
      privateChallengeParameters: {},
      challengeMetadata: 'SERVER_PROOF',
    });
  });
});

describe('customer auth challenge: verify', () => {
  it("accepts the live proof of the user's number once", async () => {
    leaveProof('proof-abc');
    expect(await verify('proof-abc')).toBe(true);
    expect(state.table.get('CUSTOMER#9876543210', 'PROOF')).toBeUndefined();
    expect(await verify('proof-abc')).toBe(false);
  });

  it('refuses another answer and keeps the proof', async () => {
    leaveProof('proof-abc');
    expect(await verify('proof-abd')).toBe(false);
    expect(await verify('')).toBe(false);
    expect(state.table.get('CUSTOMER#9876543210', 'PROOF')).toBeDefined();
  });

  it('refuses the proof for a user of another number, and one past its 60 s', async () => {
    leaveProof('proof-abc');
    expect(await verify('proof-abc', '+919123456780')).toBe(false);
    expect(await verify('proof-abc', '9876543210')).toBe(false);
    leaveProof('proof-old', Math.floor(Date.now() / 1000) - 1);
    expect(await verify('proof-old')).toBe(false);
  });

  it('refuses an event it does not answer', async () => {
    await expect(
      handler({ ...envelope('PreSignUp_SignUp') } as unknown as DefineAuthChallengeTriggerEvent),
    ).rejects.toThrow(/PreSignUp_SignUp/);
  });
});
