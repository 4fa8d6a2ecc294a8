import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isFreshBuild } from './fresh-build';

let root: string;
const at = (path: string, seconds: number) => utimesSync(join(root, path), seconds, seconds);
const write = (path: string, seconds: number) => {
  writeFileSync(join(root, path), 'x');
  at(path, seconds);
};

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'marque-fresh-build-'));
  mkdirSync(join(root, 'src/pages'), { recursive: true });
  write('src/pages/home.tsx', 1_000);
  at('src/pages', 1_000);
  at('src', 1_000);
  write('vite.config.ts', 1_000);
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

const sources = () => [join(root, 'src'), join(root, 'vite.config.ts'), join(root, 'absent')];
const built = (seconds: number) => {
  mkdirSync(join(root, 'dist/.vite'), { recursive: true });
  write('dist/.vite/manifest.json', seconds);
};

describe('isFreshBuild', () => {
  it('is false without a build manifest', () => {
    mkdirSync(join(root, 'dist'));
    expect(isFreshBuild(join(root, 'dist'), sources())).toBe(false);
  });

  it('is true when the manifest was written after every source (absent ones ignored)', () => {
    built(2_000);
    expect(isFreshBuild(join(root, 'dist'), sources())).toBe(true);
  });

  it('is false when a file deep in a source folder changed after the build', () => {
    built(2_000);
    write('src/pages/home.tsx', 3_000);
    expect(isFreshBuild(join(root, 'dist'), sources())).toBe(false);
  });

  it('is false when a source file was added or removed after the build (its folder changed)', () => {
    built(2_000);
    at('src/pages', 3_000);
    expect(isFreshBuild(join(root, 'dist'), sources())).toBe(false);
  });

  it('is false when a source file named alone changed after the build', () => {
    built(2_000);
    write('vite.config.ts', 3_000);
    expect(isFreshBuild(join(root, 'dist'), sources())).toBe(false);
  });
});
