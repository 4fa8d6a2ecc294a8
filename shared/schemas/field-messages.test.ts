import { describe, expect, it } from 'vitest';
import { fieldMessages, invalidMessage, noResultMessage, requiredMessage } from './field-messages';

describe('field messages', () => {
  it("build the register form's '{field} is required' and '{field} is invalid'", () => {
    expect(requiredMessage('First Name')).toBe('First Name is required');
    expect(invalidMessage('Email')).toBe('Email is invalid');
  });

  it("make the sign-in form's 'Email is invalid' the same text as the register form's", () => {
    expect(fieldMessages.emailInvalid).toBe(invalidMessage('Email'));
  });

  it('put the term after the no-result text', () => {
    expect(noResultMessage('abc')).toBe('No Result found for : abc');
  });

  it('hold no text twice', () => {
    const texts = Object.values(fieldMessages);
    expect(new Set(texts).size).toBe(texts.length);
  });
});
