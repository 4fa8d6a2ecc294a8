import { describe, expect, it } from 'vitest';
import { areaIds } from './areas';
import { operations } from './operations';

describe('the operations table', () => {
  const all = Object.entries(operations);

  it('holds each operation under its own id', () => {
    for (const [key, op] of all) expect(op.id).toBe(key);
  });

  it('gives every operation a known area, and every area an operation', () => {
    const used = new Set(all.map(([, op]) => op.area));
    expect([...used].sort()).toEqual([...areaIds].sort());
  });

  it('has one operation per method and path', () => {
    const keys = all.map(([, op]) => `${op.method} ${op.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('keeps admin operations under /admin and only there', () => {
    for (const [, op] of all) {
      expect(op.path.startsWith('/admin/'), op.id).toBe(op.access === 'admin');
      // The requests area holds the admin's decisions next to the users' own requests.
      if (op.area === 'admin') expect(op.access, op.id).toBe('admin');
    }
  });
});
