import { describe, expect, it } from 'vitest';
import { attemptsLeftWarning, messages, requestAccessForTryOut, toastConvention } from './messages';

describe('the error catalogue', () => {
  it('keeps the toast convention of §8', () => {
    expect(toastConvention).toMatchObject({ errorTitle: 'Error Message', durationMs: 3000 });
  });

  it('words the lockout warning and the try-out access message as the spec does', () => {
    expect(attemptsLeftWarning(2)).toBe(
      'Incorrect User ID/Password. You have only 2 attempts left after that your account will be locked.',
    );
    expect(requestAccessForTryOut('OCR')).toBe(
      "Please request access for OCR to use the 'try out' feature for this service.",
    );
  });

  it('has no empty or duplicated message', () => {
    const texts = Object.values(messages);
    expect(texts.every((t) => t.trim().length > 0)).toBe(true);
    expect(new Set(texts).size).toBe(texts.length);
  });
});
