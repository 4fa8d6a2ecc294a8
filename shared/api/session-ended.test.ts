import { describe, expect, it } from 'vitest';
import { invalidCredentialsCode, saysSessionEnded } from './session-ended';

describe('saysSessionEnded', () => {
  it("is the portal's and the authorizer's 401s, with or without a code", () => {
    expect(saysSessionEnded(401, 'Unauthorized')).toBe(true);
    expect(saysSessionEnded(401, 'UNAUTHORIZED')).toBe(true);
    expect(saysSessionEnded(401, undefined)).toBe(true);
  });

  it('is not wrong client credentials, nor any other status', () => {
    expect(saysSessionEnded(401, invalidCredentialsCode)).toBe(false);
    expect(saysSessionEnded(403, 'Unauthorized')).toBe(false);
    expect(saysSessionEnded(400, undefined)).toBe(false);
  });
});
