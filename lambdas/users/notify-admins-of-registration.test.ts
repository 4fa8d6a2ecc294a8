import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { BatchWriteCommand, DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureLogs } from '../testing/captured-logs';
import { testPortalOrigin } from '../testing/operation-requests';
import { useTestEnvironment } from '../testing/test-environment';
import { portalOriginStageVariable } from '../lib/function-environment';
import {
  notifyAdminsOfRegistration,
  registrationNotice,
  registrationNoticeTitle,
} from './notify-admins-of-registration';

const ddb = mockClient(DynamoDBDocumentClient);
const ses = mockClient(SESv2Client);
useTestEnvironment();
beforeEach(() => {
  ddb.reset();
  ses.reset();
  ddb.on(BatchWriteCommand).resolves({});
  ses.on(SendEmailCommand).resolves({ MessageId: 'm1' });
});
afterEach(() => vi.restoreAllMocks());

const partner = {
  email: 'asha.rao@partner.example',
  firstName: 'Asha',
  lastName: 'Rao',
  organization: 'DECCAN WHEELS MOTORS',
};
const event = { stageVariables: { [portalOriginStageVariable]: testPortalOrigin } };
const link = '/admin/accounts?email=asha.rao%40partner.example';
const admins = (...emails: string[]) =>
  ddb.on(QueryCommand).resolves({ Items: emails.map((dirSk) => ({ dirSk })) });

const noticeItems = () =>
  ddb
    .commandCalls(BatchWriteCommand)
    .flatMap((call) => Object.values(call.args[0].input.RequestItems ?? {}).flat())
    .map((request) => request.PutRequest?.Item ?? {});
const mails = () =>
  ses.commandCalls(SendEmailCommand).map((call) => ({
    to: call.args[0].input.Destination?.ToAddresses,
    subject: call.args[0].input.Content?.Simple?.Subject?.Data,
    text: call.args[0].input.Content?.Simple?.Body?.Text?.Data ?? '',
  }));
const warnings = (logs: ReturnType<typeof captureLogs>) =>
  logs.entries().filter((entry) => entry.level === 'WARN');

describe('notifyAdminsOfRegistration', () => {
  it("finds the admins with a Query of the directory filtered on each record's role", async () => {
    admins('admin@marque.example');
    await notifyAdminsOfRegistration(partner, event);
    const query = ddb.commandCalls(QueryCommand)[0]?.args[0].input;
    expect(query).toMatchObject({
      IndexName: 'byDirectory',
      KeyConditionExpression: 'dirPk = :pk',
    });
    expect(query?.FilterExpression).toContain('accountStatus = :admin');
    expect(query?.FilterExpression).toContain('statusBeforeLock = :admin');
    expect(query?.ExpressionAttributeValues).toMatchObject({ ':admin': 'admin' });
  });

  it('gives every admin a notice and a mail naming the partner, linked to the account', async () => {
    admins('admin@marque.example', 'second.admin@marque.example');
    await notifyAdminsOfRegistration(partner, event, new Date('2026-12-02T03:00:00.000Z'));

    const notices = noticeItems();
    expect(notices.map((item) => item.pk)).toEqual([
      'USER#admin@marque.example',
      'USER#second.admin@marque.example',
    ]);
    for (const notice of notices) {
      expect(notice).toMatchObject({
        kind: 'registration',
        title: registrationNoticeTitle,
        message:
          'Asha Rao (asha.rao@partner.example) of DECCAN WHEELS MOTORS registered. Review the account and activate it.',
        link,
        createdAt: '2026-12-02T03:00:00.000Z',
      });
      expect(String(notice.sk)).toMatch(/^NOTICE#2026-12-02T03:00:00.000Z#/);
    }

    const sent = mails();
    expect(sent.map((mail) => mail.to)).toEqual([
      ['admin@marque.example'],
      ['second.admin@marque.example'],
    ]);
    for (const mail of sent) {
      expect(mail.subject).toBe('A partner registered on Marque and waits for activation');
      expect(mail.text).toContain('Name: Asha Rao');
      expect(mail.text).toContain('E-mail: asha.rao@partner.example');
      expect(mail.text).toContain('Organization: DECCAN WHEELS MOTORS');
      expect(mail.text).toContain(`Review the account: ${testPortalOrigin}${link}`);
    }
  });

  it('logs that no admin exists and tells no one', async () => {
    const logs = captureLogs();
    admins();
    await notifyAdminsOfRegistration(partner, event);
    expect(noticeItems()).toHaveLength(0);
    expect(mails()).toHaveLength(0);
    expect(warnings(logs).map((entry) => entry.message)).toEqual([
      'No admin to tell of a registration: the account waits for one',
    ]);
  });

  it('still mails the admins when their notices cannot be written, and does not throw', async () => {
    const logs = captureLogs();
    admins('admin@marque.example');
    ddb.on(BatchWriteCommand).rejects(new Error('ProvisionedThroughputExceededException'));
    await expect(notifyAdminsOfRegistration(partner, event)).resolves.toBeUndefined();
    expect(mails().map((mail) => mail.to)).toEqual([['admin@marque.example']]);
    expect(warnings(logs).map((entry) => entry.message)).toEqual([
      'Registration notice to the admins failed',
    ]);
  });

  it('mails the other admins when one mail fails, and gives all their notices', async () => {
    const logs = captureLogs();
    admins('bounce@marque.example', 'admin@marque.example');
    ses
      .on(SendEmailCommand, { Destination: { ToAddresses: ['bounce@marque.example'] } })
      .rejects(new Error('MessageRejected'));
    await notifyAdminsOfRegistration(partner, event);
    expect(noticeItems()).toHaveLength(2);
    expect(mails().map((mail) => mail.to)).toEqual(
      expect.arrayContaining([['admin@marque.example']]),
    );
    expect(warnings(logs)).toEqual([
      expect.objectContaining({
        message: 'Registration mail to an admin failed',
        admin: 'bounce@marque.example',
      }),
    ]);
  });

  it('does not throw when the admins cannot be looked up', async () => {
    const logs = captureLogs();
    ddb.on(QueryCommand).rejects(new Error('ResourceNotFoundException'));
    await expect(notifyAdminsOfRegistration(partner, event)).resolves.toBeUndefined();
    expect(mails()).toHaveLength(0);
    expect(warnings(logs).map((entry) => entry.message)).toEqual([
      'Could not find the admins to tell of a registration',
    ]);
  });
});

describe('registrationNotice', () => {
  it('keeps a long name whole: the title is fixed, the name is in the message', () => {
    const long = { ...partner, firstName: 'A'.repeat(50), lastName: 'B'.repeat(50) };
    expect(registrationNotice(long).title).toBe(registrationNoticeTitle);
    expect(registrationNotice(long).message).toContain(`${'A'.repeat(50)} ${'B'.repeat(50)}`);
  });
});
