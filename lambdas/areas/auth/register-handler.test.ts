import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  InternalErrorException,
  InvalidPasswordException,
  UsernameExistsException,
} from '@aws-sdk/client-cognito-identity-provider';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import {
  BatchWriteCommand,
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { register } from '../../../shared/api/auth-operations';
import { messages } from '../../../shared/messages';
import { fieldMessages } from '../../../shared/schemas/field-messages';
import { handler } from './auth-area';
import { testUserPoolId, useTestEnvironment } from '../../testing/test-environment';
import { bodyOf, operationEvent, testPortalOrigin } from '../../testing/operation-requests';
import { isFingerprintOf } from '../../users/password-fingerprint';

const ddb = mockClient(DynamoDBDocumentClient);
const idp = mockClient(CognitoIdentityProviderClient);
const ses = mockClient(SESv2Client);
useTestEnvironment();

const payload = {
  firstName: 'Asha',
  lastName: 'Rao',
  mobileNumber: '9876543210',
  employeeId: 'EMP42',
  emailId: 'Asha.Rao@Partner.Example',
  password: 'Str0ng#Pass',
  organization: 'Deccan Wheels',
  partnerParentId: 'DLR1002',
  categoriesRequested: ['Sales', 'OCR'],
  captchaId: 'captcha-0001',
  captcha: 'Ab3#kW',
};
const email = 'asha.rao@partner.example';

beforeEach(() => {
  ddb.reset();
  idp.reset();
  ses.reset();
  ddb.on(GetCommand).resolves({ Item: { name: 'Deccan Wheels Motors', code: 'DLR1002' } });
  // The catalogue: General is open to every partner, Sales and OCR need approval.
  for (const [name, requestAccess] of Object.entries({ General: false, Sales: true, OCR: true })) {
    ddb
      .on(GetCommand, { Key: { pk: 'CATEGORY', sk: name } })
      .resolves({ Item: { pk: 'CATEGORY', sk: name, name, requestAccess } });
  }
  ddb.on(TransactWriteCommand).resolves({});
  ddb.on(DeleteCommand).resolves({ Attributes: { answer: 'Ab3#kW', expiresAt: 4_000_000_000 } });
  idp.on(AdminCreateUserCommand).resolves({ User: { Username: 'sub-1' } });
  idp.on(AdminSetUserPasswordCommand).resolves({});
  idp.on(AdminAddUserToGroupCommand).resolves({});
  ses.on(SendEmailCommand).resolves({ MessageId: 'm1' });
});

const call = (body: unknown = payload) => handler(operationEvent(register, { body }));
const partnerLookups = () =>
  ddb.commandCalls(GetCommand).filter((c) => c.args[0].input.Key?.pk !== 'CATEGORY');
const transactions = () =>
  ddb.commandCalls(TransactWriteCommand).map((c) => c.args[0].input.TransactItems ?? []);

describe('register', () => {
  it("refuses a wrong or used captcha with 'Wrong captcha! Try again.': nothing made, no mail", async () => {
    for (const attempt of [{ ...payload, captcha: 'Zz9#zz' }, payload]) {
      if (attempt === payload) ddb.on(DeleteCommand).resolves({});
      const result = await call(attempt);
      expect(result.statusCode).toBe(400);
      expect(bodyOf(result).message).toBe(fieldMessages.wrongCaptcha);
    }
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
    expect(idp.commandCalls(AdminCreateUserCommand)).toHaveLength(0);
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
  });

  it("refuses a registration without a captcha with 'Please enter the Captcha'", async () => {
    const { captcha: _captcha, ...withoutAnswer } = payload;
    const result = await call(withoutAnswer);
    expect(result.statusCode).toBe(400);
    expect(bodyOf(result).message).toBe(fieldMessages.enterCaptcha);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('writes an inactive account with pending requests, creates the Cognito user, mails', async () => {
    const result = await call();
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toEqual({ message: messages.registrationSubmitted });

    const [write] = transactions();
    const record = write?.[0]?.Put?.Item;
    expect(record).toMatchObject({
      pk: `USER#${email}`,
      sk: 'PROFILE',
      email,
      organization: 'DECCAN WHEELS MOTORS',
      partnerParentId: 'DLR1002',
      accountStatus: 'active',
      userStatus: 'inactive',
      failedAttempts: 0,
      newuser: true,
    });
    expect(JSON.stringify(record)).not.toContain(payload.password);
    // The password's fingerprint, so a forgot-password reset can refuse it as the new one.
    expect(await isFingerprintOf(payload.password, record?.passwordFingerprint)).toBe(true);
    expect(write?.slice(1).map((item) => item.Put?.Item?.sk)).toEqual([
      'ACCESS#Sales',
      `${record?.createdAt}#${email}#Sales`,
      'ACCESS#OCR',
      `${record?.createdAt}#${email}#OCR`,
    ]);
    expect(write?.slice(1).map((item) => item.Put?.Item?.pk)).toEqual([
      `USER#${email}`,
      'ACCESSQ#Pending',
      `USER#${email}`,
      'ACCESSQ#Pending',
    ]);

    expect(idp.commandCalls(AdminCreateUserCommand)[0]?.args[0].input).toEqual({
      UserPoolId: testUserPoolId,
      Username: email,
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
      ],
      MessageAction: 'SUPPRESS',
    });
    expect(idp.commandCalls(AdminSetUserPasswordCommand)[0]?.args[0].input).toMatchObject({
      Username: email,
      Password: payload.password,
      Permanent: true,
    });
    expect(idp.commandCalls(AdminAddUserToGroupCommand)[0]?.args[0].input.GroupName).toBe(
      'common-user',
    );
    const mail = ses.commandCalls(SendEmailCommand)[0]?.args[0].input;
    expect(mail?.Destination?.ToAddresses).toEqual([email]);
    expect(mail?.Content?.Simple?.Body?.Text?.Data).toContain('administrator');
  });

  it('files no request for a category open to every partner, and still one for OCR', async () => {
    const result = await call({ ...payload, categoriesRequested: ['General', 'OCR'] });
    expect(result.statusCode).toBe(200);
    const [write] = transactions();
    expect(write?.[0]?.Put?.Item?.categoriesRequested).toEqual(['General', 'OCR']);
    expect(write?.slice(1).map((item) => item.Put?.Item?.category)).toEqual(['OCR', 'OCR']);
    expect(write?.slice(1).map((item) => item.Put?.Item?.requestStatus)).toEqual([
      'Pending',
      'Pending',
    ]);
  });

  it('writes the account alone when every category asked for is open', async () => {
    expect((await call({ ...payload, categoriesRequested: ['General'] })).statusCode).toBe(200);
    expect(transactions()[0]?.map((item) => item.Put?.Item?.sk)).toEqual(['PROFILE']);
  });

  it('stores no employee id when none is given, and refuses a malformed one', async () => {
    expect((await call({ ...payload, employeeId: '' })).statusCode).toBe(200);
    expect(transactions()[0]?.[0]?.Put?.Item).not.toHaveProperty('employeeId');

    const refused = await call({ ...payload, employeeId: 'EMP-42' });
    expect(refused.statusCode).toBe(400);
    expect(bodyOf(refused)).toMatchObject({ fields: { employeeId: 'Employee ID is invalid' } });
    expect(transactions()).toHaveLength(1);
  });

  it("keeps an 'Others' organization as typed, without a partner lookup", async () => {
    await call({ ...payload, organization: 'New Co', partnerParentId: null });
    expect(partnerLookups()).toHaveLength(0);
    expect(transactions()[0]?.[0]?.Put?.Item).toMatchObject({
      organization: 'NEW CO',
      partnerParentId: null,
    });
  });

  it('refuses an unknown partner code, writing nothing', async () => {
    ddb.on(GetCommand).resolves({});
    const result = await call();
    expect(result.statusCode).toBe(400);
    expect(bodyOf(result)).toMatchObject({ message: 'Organization is invalid' });
    expect(transactions()).toHaveLength(0);
  });

  it('refuses a password of 21 characters (the rule Cognito cannot express)', async () => {
    const result = await call({ ...payload, password: 'Str0ng#Pass1234567890' });
    expect(result.statusCode).toBe(400);
    expect(bodyOf(result)).toMatchObject({ fields: { password: fieldMessages.passwordRule } });
    expect(transactions()).toHaveLength(0);
    expect(idp.calls()).toHaveLength(0);
  });

  it('answers 409 "User already exists" for a registered e-mail, touching no Cognito user', async () => {
    ddb.on(TransactWriteCommand).rejects(
      new TransactionCanceledException({
        message: 'cancelled',
        $metadata: {},
        CancellationReasons: [{ Code: 'ConditionalCheckFailed' }],
      }),
    );
    const result = await call();
    expect(result.statusCode).toBe(409);
    expect(bodyOf(result)).toMatchObject({ message: 'User already exists' });
    expect(idp.calls()).toHaveLength(0);
  });

  it('deletes the record again when the Cognito user exists already, answering 409', async () => {
    idp
      .on(AdminCreateUserCommand)
      .rejects(new UsernameExistsException({ message: 'exists', $metadata: {} }));
    const result = await call();
    expect(result.statusCode).toBe(409);
    const [, undo] = transactions();
    expect(undo?.map((item) => item.Delete?.Key?.pk)).toEqual([
      expect.stringMatching(/^USER#/),
      expect.stringMatching(/^USER#/),
      'ACCESSQ#Pending',
      expect.stringMatching(/^USER#/),
      'ACCESSQ#Pending',
    ]);
    expect(undo?.map((item) => item.Delete?.Key?.sk)).toEqual([
      'PROFILE',
      'ACCESS#Sales',
      expect.stringMatching(/#Sales$/),
      'ACCESS#OCR',
      expect.stringMatching(/#OCR$/),
    ]);
    expect(idp.commandCalls(AdminDeleteUserCommand)).toHaveLength(0);
  });

  it('compensates a failure after the Cognito user was made: user and record deleted, 500', async () => {
    idp
      .on(AdminSetUserPasswordCommand)
      .rejects(new InternalErrorException({ message: 'boom', $metadata: {} }));
    idp.on(AdminDeleteUserCommand).resolves({});
    const result = await call();
    expect(result.statusCode).toBe(500);
    expect(bodyOf(result)).toMatchObject({ message: messages.somethingWentWrong });
    expect(idp.commandCalls(AdminDeleteUserCommand)[0]?.args[0].input).toEqual({
      UserPoolId: testUserPoolId,
      Username: email,
    });
    expect(transactions()[1]?.map((item) => item.Delete?.Key?.sk)).toContain('PROFILE');
    expect(ses.calls()).toHaveLength(0);
  });

  it('compensates a failed group assignment the same way', async () => {
    idp.on(AdminAddUserToGroupCommand).rejects(new Error('network'));
    idp.on(AdminDeleteUserCommand).resolves({});
    expect((await call()).statusCode).toBe(500);
    expect(idp.commandCalls(AdminDeleteUserCommand)).toHaveLength(1);
    expect(transactions()).toHaveLength(2);
  });

  it("answers Cognito's password refusal with the password rule", async () => {
    idp
      .on(AdminSetUserPasswordCommand)
      .rejects(new InvalidPasswordException({ message: 'policy', $metadata: {} }));
    idp.on(AdminDeleteUserCommand).resolves({});
    const result = await call();
    expect(result.statusCode).toBe(400);
    expect(bodyOf(result)).toMatchObject({ message: fieldMessages.passwordRule });
  });

  it('still succeeds when the confirmation mail fails (the account exists)', async () => {
    ses.on(SendEmailCommand).rejects(new Error('MessageRejected'));
    expect((await call()).statusCode).toBe(200);
  });
});

describe('register: the admins hear of it at once', () => {
  const admin = 'admin@marque.example';
  const link = `/admin/accounts?email=${encodeURIComponent(email)}`;
  beforeEach(() => {
    ddb.on(QueryCommand).resolves({ Items: [{ dirSk: admin }] });
    ddb.on(BatchWriteCommand).resolves({});
  });
  const mailTo = (to: string) =>
    ses
      .commandCalls(SendEmailCommand)
      .map((c) => c.args[0].input)
      .find((input) => input.Destination?.ToAddresses?.includes(to));
  const notices = () =>
    ddb
      .commandCalls(BatchWriteCommand)
      .flatMap((c) => Object.values(c.args[0].input.RequestItems ?? {}).flat())
      .map((request) => request.PutRequest?.Item ?? {});

  it('mails each admin and gives them a notice linking the account, which stays inactive', async () => {
    const result = await call();
    expect(bodyOf(result)).toEqual({ message: messages.registrationSubmitted });
    const text = mailTo(admin)?.Content?.Simple?.Body?.Text?.Data ?? '';
    expect(text).toContain('Name: Asha Rao');
    expect(text).toContain(`E-mail: ${email}`);
    expect(text).toContain('Organization: DECCAN WHEELS MOTORS');
    expect(text).toContain(`${testPortalOrigin}${link}`);
    expect(notices()).toEqual([
      expect.objectContaining({ pk: `USER#${admin}`, kind: 'registration', link }),
    ]);
    // Nothing is activated by itself: the one write is the inactive account's.
    expect(transactions()[0]?.[0]?.Put?.Item?.userStatus).toBe('inactive');
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(1);
  });

  it('still registers when the admins’ notice and mail fail', async () => {
    ddb.on(BatchWriteCommand).rejects(new Error('ProvisionedThroughputExceededException'));
    ses
      .on(SendEmailCommand, { Destination: { ToAddresses: [admin] } })
      .rejects(new Error('MessageRejected'));
    const result = await call();
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toEqual({ message: messages.registrationSubmitted });
    expect(mailTo(email)).toBeDefined();
  });

  it('tells no admin of a registration that did not happen', async () => {
    idp
      .on(AdminCreateUserCommand)
      .rejects(new UsernameExistsException({ message: 'exists', $metadata: {} }));
    expect((await call()).statusCode).toBe(409);
    expect(mailTo(admin)).toBeUndefined();
    expect(notices()).toHaveLength(0);
  });
});
