import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { integrationAloneFiles } from '../integration/alone-files';

describe('the integration files that run alone', () => {
  it('are integration test files that exist, so a renamed one never runs in parallel unseen', () => {
    const missing = integrationAloneFiles.filter(
      (file) => !/^test\/integration\/[^/]+\.test\.ts$/.test(file) || !existsSync(file),
    );
    expect(missing).toEqual([]);
  });
});
