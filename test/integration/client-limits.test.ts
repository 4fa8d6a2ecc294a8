import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { register } from '../../shared/api/auth-operations';
import { clientLimits, tooManyRequestsMessage } from '../../shared/api/client-limits';
import { registrationBody, uniqueEmail } from '../support/accounts';
import { cloudPortal } from '../support/cloud-portal';
import { messagesTo } from '../support/outbox';
import { solvedCaptcha } from '../support/portal-sign-in';

/**
 * The per-address limits of the sensitive public routes, as a client at another address sees
 * them: the suite's cloud exempts only 127.0.0.1 (where every other suite calls from), so these
 * calls come from other loopback addresses, which nothing exempts.
 */
interface Answer {
  status: number;
  retryAfter: string | undefined;
  body: { message?: string };
}

function postFrom(address: string, path: string, body: unknown): Promise<Answer> {
  const url = new URL(`${cloudPortal().apiUrl}${path}`);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const call = request(
      url,
      {
        method: 'POST',
        localAddress: address,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({
            status: response.statusCode ?? 0,
            retryAfter: response.headers['retry-after'],
            body: (text ? JSON.parse(text) : {}) as Answer['body'],
          });
        });
      },
    );
    call.on('error', reject);
    call.end(payload);
  });
}

const registerLimit = clientLimits.find((limit) => limit.operation === register);
if (!registerLimit) throw new Error('register has no client limit');

describe('per-address limits of the public routes', () => {
  it(`answers the ${registerLimit.limit + 1}th registration from one address 429 with when to retry; another address registers`, async () => {
    const password = 'Partner#2026a';
    for (let i = 0; i < registerLimit.limit; i += 1) {
      const { captchaId, answer } = await solvedCaptcha(cloudPortal());
      const email = uniqueEmail(`limit-${i}`);
      const answered = await postFrom('127.0.0.2', '/auth/register', {
        ...registrationBody(email, password),
        captchaId,
        captcha: answer,
      });
      expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    }
    const since = new Date();
    const email = uniqueEmail('limit-over');
    const { captchaId, answer } = await solvedCaptcha(cloudPortal());
    const body = { ...registrationBody(email, password), captchaId, captcha: answer };
    const refused = await postFrom('127.0.0.2', '/auth/register', body);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.retryAfter);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(registerLimit.windowSeconds);
    expect(refused.body.message).toBe(tooManyRequestsMessage(retryAfter));
    expect(refused.body.message).toMatch(
      /^Too many requests\. Please try again in \d+ minutes?\.$/,
    );
    expect(await messagesTo(cloudPortal().outboxUrl, email)).toEqual([]);

    // The refused call reached nothing: its captcha still works, from an address under its limit.
    const other = await postFrom('127.0.0.3', '/auth/register', body);
    expect(other.status, JSON.stringify(other.body)).toBe(200);
    expect(
      (await messagesTo(cloudPortal().outboxUrl, email)).filter((m) => new Date(m.sentAt) >= since),
    ).toHaveLength(1);
  });

  it('limits the stay-tuned subscription, the forgotten password and the captcha per address too', async () => {
    for (const limit of clientLimits.filter((l) => l.operation !== register)) {
      let last: Answer | undefined;
      for (let i = 0; i <= limit.limit; i += 1) {
        last = await postFrom('127.0.0.4', limit.path, {});
      }
      expect(last?.status, limit.operation.id).toBe(429);
      expect(last?.retryAfter, limit.operation.id).toBeDefined();
      expect(last?.body.message, limit.operation.id).toMatch(/^Too many requests\./);
    }
  });
});
