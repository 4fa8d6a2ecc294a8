import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { identityRules } from '../../shared/identity-rules';
import { InMemoryDynamo } from '../testing/in-memory-dynamo';
import { useTestEnvironment } from '../testing/test-environment';
import { issueResetCode, newResetCode, resetCodeKey, useResetCode } from './reset-codes';

const ddb = mockClient(DynamoDBDocumentClient);
useTestEnvironment();
let tables: InMemoryDynamo;
beforeEach(() => {
  ddb.reset();
  tables = new InMemoryDynamo();
  tables.install(ddb);
});

const email = 'dev@partner.example';
const at = (minutes: number) => new Date(Date.UTC(2026, 10, 25, 10, minutes));
const stored = () => tables.item('marque-test-challenges', resetCodeKey(email));

async function issued(now = at(0)): Promise<string> {
  const result = await issueResetCode(email, now);
  if (result.kind !== 'issued') throw new Error('no code issued');
  return result.code;
}

describe('newResetCode', () => {
  it('is six digits, leading zeros kept', () => {
    for (let i = 0; i < 200; i++) expect(newResetCode()).toMatch(/^\d{6}$/);
  });
});

describe('issueResetCode', () => {
  it('keeps only a salted hash of the code, with its expiry and a TTL', async () => {
    const code = await issued();
    const item = stored();
    expect(JSON.stringify(item)).not.toContain(code);
    expect(item).toMatchObject({ tries: 0, sends: 1 });
    const nowSeconds = at(0).getTime() / 1000;
    expect(item?.codeExpiresAt).toBe(nowSeconds + identityRules.resetCodeTtlSeconds);
    expect(item?.expiresAt).toBeGreaterThanOrEqual(Number(item?.codeExpiresAt));
  });

  it('replaces the earlier code: only the newest works', async () => {
    const first = await issued(at(0));
    const second = await issued(at(1));
    expect(await useResetCode(email, first === second ? '000000' : first, at(2))).not.toBe('valid');
    expect(await useResetCode(email, second, at(2))).toBe('valid');
  });

  it('issues at most resetCodeSends codes per window, then again once it has passed', async () => {
    for (let i = 0; i < identityRules.resetCodeSends; i++) await issued(at(i));
    expect(await issueResetCode(email, at(10))).toEqual({ kind: 'too-many' });
    const later = new Date(at(0).getTime() + identityRules.resetCodeWindowSeconds * 1000 + 1000);
    expect((await issueResetCode(email, later)).kind).toBe('issued');
  });
});

describe('useResetCode', () => {
  it('takes the right code once', async () => {
    const code = await issued();
    expect(await useResetCode(email, code, at(5))).toBe('valid');
    expect(await useResetCode(email, code, at(5))).toBe('none');
  });

  it('leaves the right code usable when the check before its use refuses', async () => {
    const code = await issued();
    const refusal = new Error('refused');
    const refuse = async () => {
      throw refusal;
    };
    await expect(useResetCode(email, code, at(5), refuse)).rejects.toBe(refusal);
    expect(await useResetCode(email, code, at(5))).toBe('valid');
  });

  it('runs no check before use for a wrong code', async () => {
    const code = await issued();
    let checked = false;
    const check = async () => {
      checked = true;
    };
    expect(await useResetCode(email, code === '000000' ? '111111' : '000000', at(5), check)).toBe(
      'wrong',
    );
    expect(checked).toBe(false);
  });

  it('answers none without a code, and once the code has expired', async () => {
    expect(await useResetCode('nobody@partner.example', '123456', at(0))).toBe('none');
    const code = await issued();
    const expired = new Date(at(0).getTime() + identityRules.resetCodeTtlSeconds * 1000 + 1000);
    expect(await useResetCode(email, code, expired)).toBe('none');
  });

  it('spends a try on each wrong code; after resetCodeTries even the right one is refused', async () => {
    const code = await issued();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < identityRules.resetCodeTries; i++) {
      expect(await useResetCode(email, wrong, at(1))).toBe('wrong');
    }
    expect(await useResetCode(email, code, at(1))).toBe('none');
  });
});
