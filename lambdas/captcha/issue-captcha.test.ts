import { PutCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { captchaSchema } from '../../shared/schemas/captcha-schema';
import { useTestEnvironment } from '../testing/test-environment';
import { captchaAnswerAttribute, captchaKey } from './captcha-store';
import { issueCaptcha } from './issue-captcha';

const ddb = mockClient(DynamoDBDocumentClient);
const ses = mockClient(SESv2Client);
useTestEnvironment();
beforeEach(() => {
  ddb.reset();
  ses.reset();
  ddb.on(PutCommand).resolves({});
});

describe('issueCaptcha', () => {
  it('stores the answer drawn under its id and answers the id, picture and lifetime', async () => {
    const issued = await issueCaptcha();
    expect(issued.svg.startsWith('<svg')).toBe(true);
    expect(issued.expiresInSeconds).toBe(300);
    const item = ddb.commandCalls(PutCommand)[0]?.args[0].input.Item;
    expect(item).toMatchObject(captchaKey(issued.captchaId));
    expect(captchaSchema.safeParse(item?.[captchaAnswerAttribute]).success).toBe(true);
  });

  it('mails nothing: no answer leaves the server', async () => {
    await issueCaptcha();
    expect(ses.calls()).toHaveLength(0);
  });
});
