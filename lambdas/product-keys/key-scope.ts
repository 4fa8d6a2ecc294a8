import { createHash, randomBytes } from 'node:crypto';
import type { ProductStage } from '../../shared/plans';

/**
 * A subscription key's value names what it may call: `mq`, a scope (the product stage's letter
 * and 10 hex characters of the service's hash), then 32 random letters and digits (API Gateway
 * takes only alphanumeric values of 20 to 128 characters). The usage plans are shared by every
 * service of a stage, so the gateway's key check alone would let a key call any service; the
 * product authorizer (product-authorizer.ts) lets a key through only on the API stage whose
 * `keyScope` stage variable its value carries. The value cannot be chosen by a partner (only
 * the portal creates keys, and the gateway still checks the whole value), so the scope in it
 * can be trusted without a lookup.
 */
const prefix = 'mq';
const stageLetters: Readonly<Record<ProductStage, string>> = { sandbox: 's', prod: 'p' };
const secretLength = 32;
const scopeLength = 11;
const alphanumeric = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** The scope of a service's API stage: the value of its `keyScope` stage variable. */
export function keyScope(service: string, stage: ProductStage): string {
  const hash = createHash('sha256').update(`marque-service/${service}`).digest('hex');
  return `${stageLetters[stage]}${hash.slice(0, scopeLength - 1)}`;
}

/** The name of the stage variable holding an API stage's key scope. */
export const keyScopeVariable = 'keyScope';

function randomAlphanumeric(length: number): string {
  // 248 = 4 × 62: bytes at or above it are dropped, so every character is equally likely.
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && out.length < length) out += alphanumeric[byte % alphanumeric.length];
    }
  }
  return out;
}

/** A new key value for a subscription to `service` on `stage`. */
export function newKeyValue(service: string, stage: ProductStage): string {
  return `${prefix}${keyScope(service, stage)}${randomAlphanumeric(secretLength)}`;
}

const valuePattern = new RegExp(
  `^${prefix}[sp][0-9a-f]{${scopeLength - 1}}[A-Za-z0-9]{${secretLength}}$`,
);

/** Whether a key value was made for the API stage whose scope is `scope`. */
export function keyFitsScope(value: string, scope: string): boolean {
  return (
    valuePattern.test(value) && value.slice(prefix.length, prefix.length + scopeLength) === scope
  );
}
