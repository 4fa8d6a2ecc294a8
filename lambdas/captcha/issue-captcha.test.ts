import { PutCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { captchaSchema } from '../../shared/schemas/captcha-schema';
import { useTestEnvironment } from '../testing/test-environment';
import { answerHash } from './captcha-store';
import { issueCaptcha } from './issue-captcha';

const ddb = mockClient(DynamoDBDocumentClient);
const ses = mockClient(SESv2Client);
useTestEnvironment();
beforeEach(() => {
  ddb.reset();
  ses.reset();
  ddb.on(PutCommand).resolves({});
  ses.on(SendEmailCommand).resolves({ MessageId: 'm1' });
});

describe('issueCaptcha', () => {
  it('stores the captcha and answers its id, picture and lifetime; mails nothing in AWS', async () => {
    const issued = await issueCaptcha();
    expect(issued.svg.startsWith('<svg')).toBe(true);
    expect(issued.expiresInSeconds).toBe(300);
    expect(ddb.commandCalls(PutCommand)[0]?.args[0].input.Item?.pk).toBe(
      `CAPTCHA#${issued.captchaId}`,
    );
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
  });

  it('in local mode mails the answer to captcha@localhost, and that answer is the right one', async () => {
    vi.stubEnv('MARQUE_LOCAL', 'true');
    const issued = await issueCaptcha();
    const mail = ses.commandCalls(SendEmailCommand)[0]?.args[0].input;
    expect(mail?.Destination?.ToAddresses).toEqual(['captcha@localhost']);
    expect(mail?.Content?.Simple?.Subject?.Data).toBe(`Captcha ${issued.captchaId}`);
    const answer = mail?.Content?.Simple?.Body?.Text?.Data ?? '';
    expect(captchaSchema.safeParse(answer).success).toBe(true);
    expect(ddb.commandCalls(PutCommand)[0]?.args[0].input.Item?.answerHash).toBe(
      answerHash(issued.captchaId, answer),
    );
  });
});
