import { describe, expect, it } from 'vitest';
import { operationTokenCheck, tokenCheckFor } from './token-check';

describe('which token an operation needs', () => {
  it('is a customer token exactly where the authorizer is customerToken', () => {
    expect(operationTokenCheck({ 'x-marque-authorizer': 'customerToken' })).toBe('customer-token');
  });

  it('is a try-out access token where it is cognito, none on key-only and open operations', () => {
    expect(tokenCheckFor('cognito')).toBe('access-token');
    expect(tokenCheckFor('apiKey')).toBe('none');
    expect(tokenCheckFor('none')).toBe('none');
  });
});
