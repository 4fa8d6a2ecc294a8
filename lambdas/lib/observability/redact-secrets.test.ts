import { describe, expect, it } from 'vitest';
import { isSecretField, redactSecrets } from './redact-secrets';

const stringify = (value: unknown) => JSON.parse(JSON.stringify(value, redactSecrets)) as unknown;

describe('redactSecrets', () => {
  it('hides passwords, codes, tokens, keys and secrets at any depth, in objects and arrays', () => {
    const logged = stringify({
      email: 'dev@partner.example',
      password: 'Secret#2026',
      request: {
        body: { newPassword: 'Other#2026', confirmPassword: 'Other#2026', code: '123456' },
        headers: { Authorization: 'Bearer eyJ', 'x-api-key': 'k-123', Cookie: 'sid=1' },
      },
      tokens: [{ idToken: 'eyJ.a', accessToken: 'eyJ.b', refreshToken: 'r' }],
      client: { clientId: 'abc', clientSecret: 's3cr3t' },
      apiKey: { keyId: 'id-1', value: 'live-key-value' },
      otp: '4321',
      verificationCode: '777777',
      captchaAnswer: 'x7k2',
    });
    expect(logged).toEqual({
      email: 'dev@partner.example',
      password: '[REDACTED]',
      request: {
        body: { newPassword: '[REDACTED]', confirmPassword: '[REDACTED]', code: '[REDACTED]' },
        headers: { Authorization: '[REDACTED]', 'x-api-key': '[REDACTED]', Cookie: '[REDACTED]' },
      },
      tokens: '[REDACTED]',
      client: { clientId: 'abc', clientSecret: '[REDACTED]' },
      apiKey: '[REDACTED]',
      otp: '[REDACTED]',
      verificationCode: '[REDACTED]',
      captchaAnswer: '[REDACTED]',
    });
    expect(JSON.stringify(logged)).not.toMatch(/Secret#2026|123456|eyJ|k-123|s3cr3t|live-key|4321/);
  });

  it('keeps what is useful to read: ids, routes, status and error codes, e-mail', () => {
    const fields = {
      route: 'POST /applications',
      statusCode: 201,
      errorCode: 'Conflict',
      keyId: 'id-1',
      userId: 'u-1',
      latencyMs: 12,
      email: 'a@b.example',
    };
    expect(stringify(fields)).toEqual(fields);
  });

  it('tells secret field names from harmless ones', () => {
    for (const name of ['password', 'PASSWORD', 'sessionToken', 'otpCode', 'privateKey', 'key']) {
      expect(isSecretField(name), name).toBe(true);
    }
    for (const name of ['statusCode', 'countryCode', 'keyId', 'message', 'service', 'route']) {
      expect(isSecretField(name), name).toBe(false);
    }
  });

  it('leaves missing values alone', () => {
    expect(stringify({ password: null, token: undefined })).toEqual({ password: null });
  });
});
