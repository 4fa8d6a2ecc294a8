import { describe, expect, it } from 'vitest';
import { versionToMoveTo } from './version-to-move-to';

describe('versionToMoveTo', () => {
  it('is the newest version after the API’s, in number order', () => {
    expect(versionToMoveTo(['v1', 'v2', 'v10', 'v9'], 'v2')).toBe('v10');
    expect(versionToMoveTo(['v1', 'v2'], 'v1')).toBe('v2');
  });

  it('is none for an API of the newest version', () => {
    expect(versionToMoveTo(['v1', 'v2'], 'v2')).toBeUndefined();
  });
});
