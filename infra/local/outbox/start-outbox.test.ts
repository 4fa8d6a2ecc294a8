import { BadRequestException, SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOutbox, type Outbox, type OutboxMessage } from './start-outbox';

let outbox: Outbox;

beforeAll(async () => {
  outbox = await startOutbox({ port: 0 });
});

afterAll(async () => {
  await outbox.close();
});

const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };

async function listOverHttp(to?: string): Promise<OutboxMessage[]> {
  const query = to === undefined ? '' : `?to=${encodeURIComponent(to)}`;
  const response = await fetch(`${outbox.url}/${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as OutboxMessage[];
}

describe('startOutbox', () => {
  it('listens on a free local port', () => {
    expect(outbox.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(outbox.url).not.toMatch(/:0$/);
  });

  it('lists what send() stored, newest first, matching the address case-insensitively', async () => {
    outbox.send({ to: 'Dev.One@Example.com', subject: 'first', text: 'one' });
    outbox.send({ to: 'someone-else@example.com', subject: 'other', text: 'x' });
    outbox.send({ to: 'dev.one@example.com', subject: 'second', text: 'two' });

    const mine = await listOverHttp('DEV.ONE@example.com');
    expect(mine.map((m) => m.subject)).toEqual(['second', 'first']);
    expect(mine[0]).toMatchObject({ to: 'dev.one@example.com', text: 'two' });
    expect(Number.isNaN(Date.parse(mine[0]?.sentAt ?? ''))).toBe(false);

    const all = await listOverHttp();
    expect(all.map((m) => m.subject).slice(0, 3)).toEqual(['second', 'other', 'first']);
    expect(outbox.list('nobody@example.com')).toEqual([]);
  });

  it('delivers SES v2 SendEmail from the real SDK client (text body)', async () => {
    const ses = new SESv2Client({ region: 'us-east-1', endpoint: outbox.url, credentials });
    const result = await ses.send(
      new SendEmailCommand({
        FromEmailAddress: 'no-reply@marque.example',
        Destination: { ToAddresses: ['ses.user@example.com'] },
        Content: {
          Simple: {
            Subject: { Data: 'Your sign-in code' },
            Body: { Text: { Data: 'Your code is 123456' }, Html: { Data: '<b>123456</b>' } },
          },
        },
      }),
    );
    ses.destroy();

    expect(result.MessageId).toEqual(expect.any(String));
    const [message] = await listOverHttp('ses.user@example.com');
    expect(message).toMatchObject({ subject: 'Your sign-in code', text: 'Your code is 123456' });
  });

  it('takes the HTML body when there is no text body, one message per recipient', async () => {
    const ses = new SESv2Client({ region: 'us-east-1', endpoint: outbox.url, credentials });
    await ses.send(
      new SendEmailCommand({
        FromEmailAddress: 'no-reply@marque.example',
        Destination: { ToAddresses: ['a@example.com'], CcAddresses: ['b@example.com'] },
        Content: {
          Simple: { Subject: { Data: 'Decision' }, Body: { Html: { Data: '<p>ok</p>' } } },
        },
      }),
    );
    ses.destroy();

    expect(outbox.list('a@example.com')[0]).toMatchObject({
      subject: 'Decision',
      text: '<p>ok</p>',
    });
    expect(outbox.list('b@example.com')[0]).toMatchObject({ subject: 'Decision' });
  });

  it('is reached through AWS_ENDPOINT_URL_SESV2 by a client built without an endpoint', async () => {
    const previous = process.env.AWS_ENDPOINT_URL_SESV2;
    process.env.AWS_ENDPOINT_URL_SESV2 = outbox.url;
    try {
      const ses = new SESv2Client({ region: 'us-east-1', credentials });
      await ses.send(
        new SendEmailCommand({
          Destination: { ToAddresses: ['env.user@example.com'] },
          Content: { Simple: { Subject: { Data: 'via env' }, Body: { Text: { Data: 'hi' } } } },
        }),
      );
      ses.destroy();
    } finally {
      if (previous === undefined) delete process.env.AWS_ENDPOINT_URL_SESV2;
      else process.env.AWS_ENDPOINT_URL_SESV2 = previous;
    }
    expect(outbox.list('env.user@example.com')).toHaveLength(1);
  });

  it('answers a request it cannot read with BadRequestException', async () => {
    const ses = new SESv2Client({
      region: 'us-east-1',
      endpoint: outbox.url,
      credentials,
      maxAttempts: 1,
    });
    const sending = ses.send(
      new SendEmailCommand({
        Destination: { ToAddresses: ['raw@example.com'] },
        Content: { Raw: { Data: new TextEncoder().encode('raw mime') } },
      }),
    );
    await expect(sending).rejects.toBeInstanceOf(BadRequestException);
    ses.destroy();
    expect(outbox.list('raw@example.com')).toEqual([]);
  });
});
