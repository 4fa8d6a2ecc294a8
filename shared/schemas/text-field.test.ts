import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import {
  firstBrokenRule,
  matches,
  maxLength,
  optionalText,
  requiredText,
  satisfies,
} from './text-field';

const field = requiredText('empty', [matches(/^[a-z]+$/, 'letters'), maxLength(3, 'long')]);

function issuesOf(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('requiredText', () => {
  it('reports only the empty message for empty, blank, missing or non-string values', () => {
    expect(issuesOf(field, '')).toEqual(['empty']);
    expect(issuesOf(field, '   ')).toEqual(['empty']);
    expect(issuesOf(field, undefined)).toEqual(['empty']);
    expect(issuesOf(field, 42)).toEqual(['empty']);
  });

  it('reports only the first rule broken, in the order given', () => {
    expect(issuesOf(field, 'ABCDE')).toEqual(['letters']);
    expect(issuesOf(field, 'abcde')).toEqual(['long']);
  });

  it('trims by default and passes a valid value', () => {
    expect(field.parse('  ab ')).toBe('ab');
  });

  it('keeps surrounding whitespace when trim is false', () => {
    const raw = requiredText('empty', [], { trim: false });
    expect(raw.parse(' a ')).toBe(' a ');
    expect(issuesOf(raw, '')).toEqual(['empty']);
  });

  it('leaves the cross-field refinements of its object running', () => {
    const form = z
      .object({ a: field, b: z.string(), c: z.string() })
      .refine((v) => v.b === v.c, { message: 'differ', path: ['c'], when: () => true });
    expect(issuesOf(form, { a: '', b: 'x', c: 'y' })).toEqual(['empty', 'differ']);
  });
});

describe('optionalText', () => {
  const optional = optionalText([maxLength(2, 'long')]);

  it('passes a missing or empty value and checks anything else', () => {
    expect(optional.parse(undefined)).toBeUndefined();
    expect(optional.parse('  ')).toBe('');
    expect(optional.parse(' ab ')).toBe('ab');
    expect(issuesOf(optional, 'abc')).toEqual(['long']);
  });
});

describe('firstBrokenRule', () => {
  it('names the first failing rule, or nothing', () => {
    const rules = [satisfies((v) => v !== 'x', 'not x'), maxLength(1, 'one')];
    expect(firstBrokenRule('x', rules)).toBe('not x');
    expect(firstBrokenRule('yy', rules)).toBe('one');
    expect(firstBrokenRule('y', rules)).toBeUndefined();
  });
});
