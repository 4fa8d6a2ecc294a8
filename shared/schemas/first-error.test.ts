import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { fieldErrors, firstErrorMessage, rootErrorKey } from './first-error';

const schema = z
  .object({
    name: z.string().min(1, 'name empty').max(2, 'name long'),
    nested: z.object({ code: z.string('code missing') }),
  })
  .refine(() => false, 'whole form');

function errorOf(input: unknown): z.ZodError {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a failure');
  return result.error;
}

describe('firstErrorMessage', () => {
  it('gives the first issue', () => {
    expect(firstErrorMessage(errorOf({ name: '', nested: {} }))).toBe('name empty');
  });

  it('has a fallback for an error without issues', () => {
    expect(firstErrorMessage(new z.ZodError([]))).toBe('Invalid input');
  });
});

describe('fieldErrors', () => {
  it('keeps the first message per dotted path', () => {
    const error = errorOf({ name: 'abc', nested: {} });
    expect(fieldErrors(error)).toEqual({ name: 'name long', 'nested.code': 'code missing' });
  });

  it('puts whole-value issues under root', () => {
    const error = errorOf({ name: 'a', nested: { code: 'x' } });
    expect(fieldErrors(error)).toEqual({ [rootErrorKey]: 'whole form' });
    expect(rootErrorKey).toBe('root');
  });

  it('keeps the first when one path has several issues', () => {
    const twice = z.string().min(5, 'first').max(1, 'second');
    const result = twice.safeParse('abc');
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldErrors(result.error)).toEqual({ root: 'first' });
  });
});
