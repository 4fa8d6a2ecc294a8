import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import {
  BatchWriteCommand,
  DynamoDBDocumentClient,
  PutCommand,
  QueryCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestEnvironment } from '../testing/test-environment';
import { notifyServiceSubscribers, serviceChangeNotice } from './notify-service-subscribers';

const ddb = mockClient(DynamoDBDocumentClient);
const ses = mockClient(SESv2Client);
useTestEnvironment();
beforeEach(() => {
  ddb.reset();
  ses.reset();
  ddb.on(BatchWriteCommand).resolves({});
  ddb.on(PutCommand).resolves({});
  ses.on(SendEmailCommand).resolves({});
});

const newVersion = {
  kind: 'newVersion',
  category: 'Vehicle',
  service: 'vehicle-status',
  apiName: 'Vehicle Status',
  version: 'v2',
} as const;

const subscribers = (...owners: string[]) =>
  ddb.on(QueryCommand).resolves({ Items: owners.map((owner) => ({ owner })) });

const noticeItems = () =>
  ddb
    .commandCalls(BatchWriteCommand)
    .flatMap((call) => Object.values(call.args[0].input.RequestItems ?? {}).flat())
    .map((request) => request.PutRequest?.Item ?? {});

describe('serviceChangeNotice', () => {
  it('says what changed and links the service page open on the new version', () => {
    expect(serviceChangeNotice(newVersion)).toMatchObject({
      kind: 'newVersion',
      title: 'Vehicle Status has a new version v2',
      message: "Vehicle Status has a new version v2. See what changed on the service's page.",
      link: '/apis/servicesdetail/Vehicle/vehicle-status?version=v2',
    });
    const status = { ...newVersion, kind: 'apiStatus', api: 'Get status' } as const;
    expect(serviceChangeNotice({ ...status, status: 'expired' })).toMatchObject({
      title: 'Get status of Vehicle Status has expired',
      message: 'Get status of Vehicle Status has expired. Calls to it are no longer supported.',
      link: '/apis/servicesdetail/Vehicle/vehicle-status',
    });
  });

  it('gives a To Be Expired API’s day and the version to move to, linked', () => {
    const event = {
      ...newVersion,
      kind: 'apiStatus',
      api: 'Get status',
      status: 'tobeexpired',
      expiresOn: '2031-03-31',
    } as const;
    expect(serviceChangeNotice({ ...event, moveTo: 'v3' })).toEqual({
      kind: 'apiStatus',
      title: 'Get status of Vehicle Status is to be expired',
      message:
        'Get status of Vehicle Status is to be expired on 31 March 2031. Move your applications to v3 before then.',
      link: '/apis/servicesdetail/Vehicle/vehicle-status?version=v3',
    });
    expect(serviceChangeNotice(event)).toMatchObject({
      message:
        'Get status of Vehicle Status is to be expired on 31 March 2031. There is no newer version yet: plan to move your applications off it.',
      link: '/apis/servicesdetail/Vehicle/vehicle-status',
    });
  });
});

describe('notifyServiceSubscribers', () => {
  it('tells each subscriber once, in the portal and by e-mail, from the bySubscriber index', async () => {
    subscribers('b@partner.example', 'A@partner.example', 'b@partner.example');
    await expect(
      notifyServiceSubscribers(newVersion, 'admin@marque.local', 'https://portal.test'),
    ).resolves.toEqual({
      notified: 2,
    });
    expect(ddb.commandCalls(QueryCommand)[0]?.args[0].input).toMatchObject({
      TableName: 'marque-test-applications',
      IndexName: 'bySubscriber',
      ExpressionAttributeValues: { ':pk': 'SUB#vehicle-status' },
    });
    const items = noticeItems();
    expect(items.map((item) => item.pk)).toEqual([
      'USER#a@partner.example',
      'USER#b@partner.example',
    ]);
    expect(items[0]).toMatchObject({
      title: 'Vehicle Status has a new version v2',
      link: '/apis/servicesdetail/Vehicle/vehicle-status?version=v2',
    });
    expect(items[0]?.sk).toMatch(/^NOTICE#\d{4}-/);
    const mails = ses.commandCalls(SendEmailCommand).map((call) => call.args[0].input);
    expect(mails.map((mail) => mail.Destination?.ToAddresses?.[0]).sort()).toEqual([
      'a@partner.example',
      'b@partner.example',
    ]);
    expect(mails[0]?.Content?.Simple?.Subject?.Data).toBe(
      'Marque: Vehicle Status has a new version v2',
    );
    const sent = ddb.commandCalls(PutCommand)[0]?.args[0].input.Item;
    expect(sent).toMatchObject({ pk: 'SENT', recipients: 2, actor: 'admin@marque.local' });
  });

  it('writes notices 25 to a batch', async () => {
    subscribers(...Array.from({ length: 30 }, (_, i) => `u${i}@partner.example`));
    await notifyServiceSubscribers(newVersion, 'admin@marque.local', 'https://portal.test');
    const sizes = ddb
      .commandCalls(BatchWriteCommand)
      .map((call) => Object.values(call.args[0].input.RequestItems ?? {})[0]?.length);
    expect(sizes.sort()).toEqual([25, 5]);
  });

  it('keeps going when one mail fails', async () => {
    subscribers('a@partner.example', 'b@partner.example');
    ses.on(SendEmailCommand).rejectsOnce(new Error('throttled')).resolves({});
    await expect(
      notifyServiceSubscribers(newVersion, 'admin@marque.local', 'https://portal.test'),
    ).resolves.toEqual({
      notified: 2,
    });
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(2);
  });

  it('with no subscribers writes and sends nothing', async () => {
    subscribers();
    await expect(
      notifyServiceSubscribers(newVersion, 'admin@marque.local', 'https://portal.test'),
    ).resolves.toEqual({
      notified: 0,
    });
    expect(ddb.commandCalls(BatchWriteCommand)).toHaveLength(0);
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
  });
});
