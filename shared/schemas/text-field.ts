import * as z from 'zod';

/** One rule of a text field: the value must pass `test`, else the field reports `message`. */
export interface TextRule {
  test: (value: string) => boolean;
  message: string;
}

export function matches(pattern: RegExp, message: string): TextRule {
  return { test: (value) => pattern.test(value), message };
}

export function maxLength(max: number, message: string): TextRule {
  return { test: (value) => value.length <= max, message };
}

export function satisfies(test: (value: string) => boolean, message: string): TextRule {
  return { test, message };
}

/** The message of the first rule `value` breaks, if any. */
export function firstBrokenRule(value: string, rules: readonly TextRule[]): string | undefined {
  return rules.find((candidate) => !candidate.test(value))?.message;
}

/**
 * A mandatory string field that reports one message: a missing value, a non-string or an empty
 * string (after trimming, unless `trim` is false) reports `emptyMessage`; otherwise the first rule
 * broken, in the order given. One custom check rather than zod's `abort: true`, because an aborted
 * field would also silence the cross-field refinements of the object holding it.
 */
export function requiredText(
  emptyMessage: string,
  rules: readonly TextRule[] = [],
  options: { trim?: boolean } = {},
) {
  const base = z.string({ error: emptyMessage });
  const value = options.trim === false ? base : base.trim();
  return value.superRefine((text, ctx) => {
    const message = text === '' ? emptyMessage : firstBrokenRule(text, rules);
    if (message !== undefined) ctx.addIssue({ code: 'custom', message });
  });
}

/** An optional string field, trimmed: '' and a missing value pass; anything else obeys `rules`. */
export function optionalText(rules: readonly TextRule[]) {
  return z
    .string()
    .trim()
    .superRefine((text, ctx) => {
      const message = text === '' ? undefined : firstBrokenRule(text, rules);
      if (message !== undefined) ctx.addIssue({ code: 'custom', message });
    })
    .optional();
}
