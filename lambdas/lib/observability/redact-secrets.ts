/** What a redacted value is written as. */
export const redacted = '[REDACTED]';

/** Parts of a field name that mark a secret, wherever they sit in the name (case ignored). */
const secretParts = [
  'password',
  'passcode',
  'secret',
  'token',
  'authorization',
  'cookie',
  'apikey',
  'api_key',
  'api-key',
  'otp',
  'captcha',
  'credential',
  'signature',
  'privatekey',
  'keyvalue',
];

/** Names that end in "code" but are not one (an HTTP status, an error's code, a country's). */
const harmlessCodes = new Set(['statuscode', 'errorcode', 'countrycode', 'postcode', 'zipcode']);

/** Whether a field of this name holds a password, code, token, key or secret. */
export function isSecretField(name: string): boolean {
  const lower = name.toLowerCase();
  if (lower === 'key' || lower === 'value' || lower === 'code') return true;
  if (lower.endsWith('code') && !harmlessCodes.has(lower)) return true;
  return secretParts.some((part) => lower.includes(part));
}

/**
 * A JSON.stringify replacer (the logger's): a secret field's value is written as [REDACTED], at
 * any depth, in objects and in arrays of objects.
 */
export function redactSecrets(key: string, value: unknown): unknown {
  if (key !== '' && isSecretField(key) && value !== undefined && value !== null) return redacted;
  return value;
}
