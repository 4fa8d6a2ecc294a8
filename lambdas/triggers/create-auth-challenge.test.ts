import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { authErrorText } from '../../shared/auth-errors';
import { sessionTakeover, takeoverGrantPattern } from '../../shared/session-takeover';
import { useTestEnvironment } from '../testing/test-environment';
import { handler, newSignInCode } from './create-auth-challenge';
import {
  createEvent,
  customChallenge,
  passwordVerifier,
  srpA,
  testEmail,
} from '../testing/trigger-events';

const ses = mockClient(SESv2Client);
const ddb = mockClient(DynamoDBDocumentClient);
useTestEnvironment();
beforeEach(() => {
  ddb.reset();
  ddb.on(PutCommand).resolves({});
  ses.reset();
  ses.on(SendEmailCommand).resolves({ MessageId: 'm1' });
});

describe('newSignInCode', () => {
  it('is 6 digits, leading zeros kept', () => {
    for (let i = 0; i < 200; i++) expect(newSignInCode()).toMatch(/^\d{6}$/);
  });
});

describe('create-auth-challenge', () => {
  it('mails a new 6-digit code and keeps it private', async () => {
    const { response } = await handler(createEvent([srpA, passwordVerifier(true)]));
    const code = response.privateChallengeParameters.code ?? '';
    expect(code).toMatch(/^\d{6}$/);
    expect(response.publicChallengeParameters).toEqual({ email: 'd***@partner.example' });
    expect(JSON.stringify(response.publicChallengeParameters)).not.toContain(code);
    expect(response.challengeMetadata).toBe(`EMAIL_CODE-${code}`);
    const mail = ses.commandCalls(SendEmailCommand)[0]?.args[0].input;
    expect(mail?.FromEmailAddress).toBe('no-reply@marque.test');
    expect(mail?.Destination?.ToAddresses).toEqual([testEmail]);
    expect(mail?.Content?.Simple?.Subject?.Data).toBe('Your Marque sign-in code');
    expect(mail?.Content?.Simple?.Body?.Text?.Data).toContain(code);
  });

  it('asks for the same code again after a wrong one, without mailing again', async () => {
    const session = [srpA, passwordVerifier(true), customChallenge(false, 'EMAIL_CODE-042917')];
    const { response } = await handler(createEvent(session));
    expect(response.privateChallengeParameters.code).toBe('042917');
    expect(response.challengeMetadata).toBe('EMAIL_CODE-042917');
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
  });

  it('refuses with OTP_GENERATION_FAILED when the mail cannot be sent', async () => {
    ses.on(SendEmailCommand).rejects(new Error('MessageRejected'));
    await expect(handler(createEvent([srpA, passwordVerifier(true)]))).rejects.toThrow(
      authErrorText('OTP_GENERATION_FAILED'),
    );
  });

  it('leaves challenges other than CUSTOM_CHALLENGE alone', async () => {
    const event = createEvent([srpA]);
    event.request.challengeName = 'PASSWORD_VERIFIER';
    expect((await handler(event)).response.privateChallengeParameters).toEqual({});
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
  });
});

describe('create-auth-challenge: the takeover question', () => {
  it('follows a proven code: a grant for the client, kept only as a hash, and no mail', async () => {
    const proven = customChallenge(true, 'EMAIL_CODE-123456');
    const { response } = await handler(createEvent([srpA, passwordVerifier(true), proven]));
    const { grant = '', step } = response.publicChallengeParameters;
    expect(step).toBe(sessionTakeover.step);
    expect(grant).toMatch(takeoverGrantPattern);
    expect(response.privateChallengeParameters).toEqual({ answer: sessionTakeover.accept });
    expect(response.challengeMetadata).toBe(sessionTakeover.step);
    const stored = ddb.commandCalls(PutCommand)[0]?.args[0].input.Item;
    expect(stored?.pk).toBe(`TAKEOVER#${testEmail}`);
    expect(JSON.stringify(stored)).not.toContain(grant);
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
  });

  it('is not asked after a wrong code: the code is asked again', async () => {
    const wrong = customChallenge(false, 'EMAIL_CODE-123456');
    const { response } = await handler(createEvent([srpA, passwordVerifier(true), wrong]));
    expect(response.privateChallengeParameters).toEqual({ code: '123456' });
    expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
  });
});
