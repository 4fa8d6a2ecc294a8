import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { webIsolatedTestFiles } from './web-isolated-files';

describe('webIsolatedTestFiles', () => {
  it('lists the test files that call vi.mock, in nested folders, and no other file', () => {
    const root = mkdtempSync(join(tmpdir(), 'marque-isolated-'));
    mkdirSync(join(root, 'a/b'), { recursive: true });
    writeFileSync(join(root, 'a/b/mocks.test.tsx'), "vi.mock('./x', () => ({}));");
    writeFileSync(join(root, 'a/plain.test.ts'), 'vi.fn(); // vi.mocked is not vi.mock');
    writeFileSync(join(root, 'a/helper.ts'), "vi.mock('./x');");
    expect(webIsolatedTestFiles(root)).toEqual([join(root, 'a/b/mocks.test.tsx')]);
  });

  it('finds the project’s own mocking files (the shared web project leaves them out)', () => {
    expect(webIsolatedTestFiles()).toContain('web/src/components/guided-tour/start-tour.test.ts');
  });
});
