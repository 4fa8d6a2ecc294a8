import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** `vi.mock` (hoisted into the file's module graph) or aws-sdk-client-mock (patches a client class). */
const mocksModules = /\bvi\.mock\(|\bmockClient\(/;
const relativeImport = /\bfrom\s+'(\.{1,2}\/[^']+)'/g;

/** The file a relative specifier names, as vitest resolves it (.ts, .tsx, or a folder's index). */
function resolveRelative(from: string, specifier: string): string | undefined {
  const base = join(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(
    (path) => existsSync(path) && !path.endsWith('/'),
  );
}

/**
 * The test files under `roots` that mock a module or an SDK client, themselves or through a
 * helper they import (`credentials-test-bed.ts`), found by reading them: the shared
 * (`isolate: false`) projects keep one module graph per worker, and a mock would reach the next
 * file. A new file that mocks runs isolated without anyone listing it.
 */
export function testFilesThatMock(roots: readonly string[]): string[] {
  const mocking = new Map<string, boolean>();
  const mocks = (file: string): boolean => {
    const known = mocking.get(file);
    if (known !== undefined) return known;
    mocking.set(file, false); // an import cycle ends here
    const text = readFileSync(file, 'utf8');
    const found =
      mocksModules.test(text) ||
      [...text.matchAll(relativeImport)].some((match) => {
        const imported = resolveRelative(file, match[1]!);
        return imported !== undefined && /\.tsx?$/.test(imported) && mocks(imported);
      });
    mocking.set(file, found);
    return found;
  };
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(path);
      } else if (/\.test\.tsx?$/.test(entry.name) && mocks(path)) files.push(path);
    }
  };
  for (const root of roots) if (existsSync(root)) walk(root);
  return files.sort();
}
