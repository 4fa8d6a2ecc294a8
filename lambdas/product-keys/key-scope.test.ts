import { describe, expect, it } from 'vitest';
import { keyFitsScope, keyScope, newKeyValue } from './key-scope';

describe('key scope', () => {
  it('makes alphanumeric values API Gateway accepts (20 to 128 characters)', () => {
    const value = newKeyValue('vehicle-status', 'sandbox');
    expect(value).toMatch(/^[A-Za-z0-9]{20,128}$/);
    expect(value).toHaveLength(45);
  });

  it('fits the scope of its own service and stage only', () => {
    const value = newKeyValue('vehicle-status', 'sandbox');
    expect(keyFitsScope(value, keyScope('vehicle-status', 'sandbox'))).toBe(true);
    expect(keyFitsScope(value, keyScope('vehicle-status', 'prod'))).toBe(false);
    expect(keyFitsScope(value, keyScope('vehicle-orders', 'sandbox'))).toBe(false);
  });

  it('refuses values that are not the portal’s, even with the right scope in them', () => {
    const scope = keyScope('vehicle-status', 'sandbox');
    expect(keyFitsScope(`mq${scope}`, scope)).toBe(false);
    expect(keyFitsScope(`mq${scope}${'a'.repeat(31)}!`, scope)).toBe(false);
    expect(keyFitsScope(`xx${scope}${'a'.repeat(32)}`, scope)).toBe(false);
    expect(keyFitsScope('a'.repeat(40), scope)).toBe(false);
  });

  it('draws a fresh secret each time', () => {
    const values = new Set(Array.from({ length: 50 }, () => newKeyValue('warranty', 'prod')));
    expect(values.size).toBe(50);
  });
});
