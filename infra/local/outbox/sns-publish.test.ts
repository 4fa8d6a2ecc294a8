import { InvalidParameterException, PublishCommand, SNSClient } from '@aws-sdk/client-sns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOutbox, type Outbox, type OutboxMessage } from './start-outbox';

let outbox: Outbox;
let sns: SNSClient;

beforeAll(async () => {
  outbox = await startOutbox({ port: 0 });
  sns = new SNSClient({
    region: 'us-east-1',
    endpoint: outbox.url,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });
});

afterAll(async () => {
  sns.destroy();
  await outbox.close();
});

async function textsTo(phone: string): Promise<OutboxMessage[]> {
  const response = await fetch(`${outbox.url}/?to=${encodeURIComponent(phone)}`);
  return (await response.json()) as OutboxMessage[];
}

describe('SNS Publish into the outbox (the real SDK client)', () => {
  it('keeps a text to a phone number as a message to that number, newest first', async () => {
    const first = await sns.send(
      new PublishCommand({
        PhoneNumber: '+919876543210',
        Message: 'Your OTP is 123456. Valid for 5 minutes.',
        MessageAttributes: {
          'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Transactional' },
          'AWS.SNS.SMS.SenderID': { DataType: 'String', StringValue: 'MARQUE' },
        },
      }),
    );
    expect(first.MessageId).toMatch(/^[0-9a-f-]{36}$/);
    await sns.send(
      new PublishCommand({ PhoneNumber: '+919876543210', Message: 'second & <last>' }),
    );

    const texts = await textsTo('+919876543210');
    expect(texts.map(({ to, subject, text }) => ({ to, subject, text }))).toEqual([
      { to: '+919876543210', subject: 'SMS', text: 'second & <last>' },
      { to: '+919876543210', subject: 'SMS', text: 'Your OTP is 123456. Valid for 5 minutes.' },
    ]);
    expect(await textsTo('+919800000000')).toEqual([]);
  });

  it('refuses a number not in E.164, a topic, and an empty message, as SNS words it', async () => {
    const refused = (input: ConstructorParameters<typeof PublishCommand>[0]) =>
      sns.send(new PublishCommand(input)).catch((error: unknown) => error);

    const badNumber = await refused({ PhoneNumber: '9876543210', Message: 'x' });
    expect(badNumber).toBeInstanceOf(InvalidParameterException);
    expect(badNumber).toMatchObject({
      message: 'Invalid parameter: PhoneNumber Reason: input incorrectly formatted',
      $metadata: { httpStatusCode: 400 },
    });
    expect(
      await refused({ TopicArn: 'arn:aws:sns:us-east-1:000000000000:t', Message: 'x' }),
    ).toBeInstanceOf(InvalidParameterException);
    expect(await refused({ PhoneNumber: '+919876543211', Message: '' })).toMatchObject({
      name: 'InvalidParameterException',
    });
    expect(await textsTo('+919876543211')).toEqual([]);
  });
});
