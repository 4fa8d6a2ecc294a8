import { describe, expect, it } from 'vitest';
import { maskEmail } from './mask-email';

describe('maskEmail', () => {
  it('keeps the start of the local part and the domain', () => {
    expect(maskEmail('dev@partner.example')).toBe('de**@partner.example');
    expect(maskEmail('ab@x.example')).toBe('a**@x.example');
    expect(maskEmail('')).toBe('');
  });
});
