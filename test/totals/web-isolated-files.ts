import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The web test files that call `vi.mock`: found by reading them, so a new file that mocks a
 * module runs isolated without anyone listing it. A mock is hoisted into the file's module
 * graph, which the shared (`isolate: false`) web project keeps for the next file.
 */
export function webIsolatedTestFiles(root = 'web/src'): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.test\.tsx?$/.test(entry.name) && /\bvi\.mock\(/.test(readFileSync(path, 'utf8')))
        files.push(path);
    }
  };
  walk(root);
  return files.sort();
}
