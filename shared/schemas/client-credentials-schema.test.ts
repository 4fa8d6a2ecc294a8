import { describe, expect, it } from 'vitest';
import { clientCredentialsSchema } from './client-credentials-schema';
import { fieldErrors } from './first-error';

function errorsOf(input: unknown): Record<string, string> {
  const result = clientCredentialsSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

describe('clientCredentialsSchema', () => {
  it('accepts alphanumeric credentials at their maximum lengths, with adUser', () => {
    const input = { clientId: 'a'.repeat(50), clientSecret: 'B1'.repeat(40), adUser: true };
    expect(clientCredentialsSchema.parse(input)).toEqual(input);
  });

  it('trims a pasted value and leaves adUser out when absent', () => {
    expect(clientCredentialsSchema.parse({ clientId: ' abc1 ', clientSecret: 'x9' })).toEqual({
      clientId: 'abc1',
      clientSecret: 'x9',
    });
  });

  it("says '* Field is mandatory' for empty fields, before any other rule", () => {
    expect(errorsOf({ clientId: '', clientSecret: '  ' })).toEqual({
      clientId: '* Field is mandatory',
      clientSecret: '* Field is mandatory',
    });
    expect(errorsOf({})).toEqual({
      clientId: '* Field is mandatory',
      clientSecret: '* Field is mandatory',
    });
  });

  it("says 'Allowed only alphanumeric' for other characters", () => {
    expect(errorsOf({ clientId: 'abc_1', clientSecret: 'a b' })).toEqual({
      clientId: 'Allowed only alphanumeric',
      clientSecret: 'Allowed only alphanumeric',
    });
  });

  it('refuses a client ID over 50 and a secret over 80 characters', () => {
    expect(errorsOf({ clientId: 'a'.repeat(51), clientSecret: 'a'.repeat(81) })).toEqual({
      clientId: 'Maximum limit exceed',
      clientSecret: 'Maximum limit exceed',
    });
    expect(errorsOf({ clientId: 'a', clientSecret: 'a'.repeat(80) })).toEqual({});
  });

  it('refuses a non-boolean adUser', () => {
    expect(errorsOf({ clientId: 'a', clientSecret: 'b', adUser: 'yes' })).toHaveProperty('adUser');
  });
});
