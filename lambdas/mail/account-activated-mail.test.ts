import { describe, expect, it } from 'vitest';
import { accountActivatedMail } from './account-activated-mail';

describe('accountActivatedMail', () => {
  it("carries the absolute sign-in link on the portal's origin, the address filled in", () => {
    const mail = accountActivatedMail('asha@partner.example', 'Asha', 'https://portal.example');
    expect(mail.subject).toBe('Your Marque account is active');
    expect(mail.text).toContain('Dear Asha,');
    expect(mail.text.split('\n').at(-1)).toBe(
      'Sign in: https://portal.example/signIn#email=asha%40partner.example',
    );
  });
});
