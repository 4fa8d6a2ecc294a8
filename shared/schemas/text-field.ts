import * as z from 'zod';

// C0 controls but tab and line feed, DEL and the C1 controls; tab and line feed apart. Matching
// control characters is the point here.
// eslint-disable-next-line no-control-regex
const controlCharacters = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;
const lineCharacters = /[\t\n]/g;
/** Bidirectional embeddings and overrides (U+202A–U+202E) and isolates (U+2066–U+2069). */
const bidiControls = /[\u202A-\u202E\u2066-\u2069]/g;

export interface CleanTextOptions {
  /** Whether tab and line feed stay (a multi-line field: a query, a body, a description). */
  multiline?: boolean;
}

/**
 * Free text as the portal keeps it: control characters (NUL among them; tab and line feed too,
 * unless the field is multi-line, where a CR LF becomes a line feed) and bidirectional override
 * and isolate characters removed, so nothing stored or mailed hides or reverses what it says.
 */
export function cleanText(value: string, options: CleanTextOptions = {}): string {
  const cleaned = value.replace(controlCharacters, '').replace(bidiControls, '');
  return options.multiline ? cleaned : cleaned.replace(lineCharacters, ' ');
}

/**
 * A string schema that cleans its value first (`cleanText`), for every free-text field: chain
 * `.trim()`, `.max()` and the rest as on `z.string()`.
 */
export function cleanString(options: CleanTextOptions = {}, params?: { error?: string }) {
  return z.string(params).overwrite((value) => cleanText(value, options));
}

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
 * string (after cleaning and trimming, unless `trim` is false: a secret such as a password is
 * taken exactly as typed) reports `emptyMessage`; otherwise the first rule broken, in the order
 * given. One custom check rather than zod's `abort: true`, because an aborted field would also
 * silence the cross-field refinements of the object holding it.
 */
export function requiredText(
  emptyMessage: string,
  rules: readonly TextRule[] = [],
  options: { trim?: boolean } & CleanTextOptions = {},
) {
  const value =
    options.trim === false
      ? z.string({ error: emptyMessage })
      : cleanString(options, { error: emptyMessage }).trim();
  return value.superRefine((text, ctx) => {
    const message = text === '' ? emptyMessage : firstBrokenRule(text, rules);
    if (message !== undefined) ctx.addIssue({ code: 'custom', message });
  });
}

/**
 * An optional string field, cleaned and trimmed: '' and a missing value pass; anything else obeys
 * `rules`.
 */
export function optionalText(rules: readonly TextRule[], options: CleanTextOptions = {}) {
  return cleanString(options)
    .trim()
    .superRefine((text, ctx) => {
      const message = text === '' ? undefined : firstBrokenRule(text, rules);
      if (message !== undefined) ctx.addIssue({ code: 'custom', message });
    })
    .optional();
}
