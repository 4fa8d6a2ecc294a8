import { describe, expect, it } from 'vitest';
import { handler } from './custom-message';
import { customMessageEvent } from '../testing/trigger-events';

describe('custom-message', () => {
  it('words the forgot-password mail, with the code placeholder Cognito fills in', async () => {
    const { response } = await handler(customMessageEvent('CustomMessage_ForgotPassword'));
    expect(response.emailSubject).toBe('Your Marque password reset code');
    expect(response.emailMessage).toContain('Your Marque password reset code is {####}.');
  });

  it("leaves every other message as Cognito's", async () => {
    for (const source of ['CustomMessage_SignUp', 'CustomMessage_AdminCreateUser'] as const) {
      const { response } = await handler(customMessageEvent(source));
      expect(response).toEqual({ smsMessage: null, emailMessage: null, emailSubject: null });
    }
  });
});
