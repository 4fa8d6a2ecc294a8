import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testFilesThatMock } from './isolated-test-files';

describe('testFilesThatMock', () => {
  it('lists the test files that call vi.mock or mockClient, or import a helper that does, and no other', () => {
    const root = mkdtempSync(join(tmpdir(), 'marque-isolated-'));
    mkdirSync(join(root, 'a/b'), { recursive: true });
    writeFileSync(join(root, 'a/b/mocks.test.tsx'), "vi.mock('./x', () => ({}));");
    writeFileSync(join(root, 'a/client.test.ts'), 'const ddb = mockClient(DynamoDBClient);');
    writeFileSync(join(root, 'a/plain.test.ts'), 'vi.fn(); // vi.mocked is not vi.mock');
    writeFileSync(join(root, 'a/helper.ts'), "vi.mock('./x');");
    writeFileSync(join(root, 'a/b/bed.ts'), "import { x } from '../helper';");
    writeFileSync(join(root, 'a/b/through-helper.test.ts'), "import { bed } from './bed';");
    writeFileSync(join(root, 'a/b/plain-import.test.ts'), "import { y } from '../plain.test';");
    expect(testFilesThatMock([root, join(root, 'missing')])).toEqual([
      join(root, 'a/b/mocks.test.tsx'),
      join(root, 'a/b/through-helper.test.ts'),
      join(root, 'a/client.test.ts'),
    ]);
  });

  it('finds the project’s own mocking files (the shared projects leave them out)', () => {
    expect(testFilesThatMock(['web/src'])).toContain(
      'web/src/components/guided-tour/start-tour.test.ts',
    );
  });
});
