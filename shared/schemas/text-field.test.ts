import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import {
  cleanText,
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

describe('cleanText', () => {
  it('removes NUL and the other control characters, and bidi overrides and isolates', () => {
    expect(cleanText('in\u0000voice\u0007\u007f\u0085')).toBe('invoice');
    expect(cleanText('abc\u202Egnp.exe')).toBe('abcgnp.exe');
    expect(cleanText('\u202A\u202B\u202C\u202D\u2066\u2067\u2068\u2069x')).toBe('x');
  });

  it('keeps tab and line feed only where the field is multi-line', () => {
    expect(cleanText('a\tb\nc\r\nd')).toBe('a b c d');
    expect(cleanText('a\tb\nc\r\nd', { multiline: true })).toBe('a\tb\nc\nd');
  });

  it('keeps letters of every script and the marks of right-to-left text', () => {
    const text = 'Müller – 東京 – مرحبا \u200F';
    expect(cleanText(text)).toBe(text);
  });
});

describe('every free-text field cleans what it keeps', () => {
  const cases: [string, z.ZodType, unknown, unknown][] = [
    ['a required one', requiredText('Required'), ' Asha\u0000\u202E ', 'Asha'],
    ['an optional one', optionalText([]), '\u2066Fleet\u2069', 'Fleet'],
    [
      'a multi-line one',
      requiredText('Required', [], { multiline: true }),
      'one\u0000\ntwo',
      'one\ntwo',
    ],
    [
      'one only of bad characters, which is then empty',
      requiredText('Required'),
      '\u0000\u202E',
      undefined,
    ],
  ];
  it.each(cases)('%s', (_name, schema, input, output) => {
    const parsed = schema.safeParse(input);
    if (output === undefined) expect(parsed.success).toBe(false);
    else expect(parsed.data).toBe(output);
  });

  it('keeps a secret exactly as typed', () => {
    expect(requiredText('Required', [], { trim: false }).parse(' pa\u0000ss ')).toBe(
      ' pa\u0000ss ',
    );
  });
});
