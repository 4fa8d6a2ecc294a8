import { describe, expect, it } from 'vitest';
import { copyCommands, dependencyClosure } from './copied-node-modules';
import { fromRepoRoot } from './marque-function';

const nodeModules = fromRepoRoot('node_modules');

describe('packages kept beside a bundle', () => {
  it('brings svg-captcha with everything it needs at run time', () => {
    expect(dependencyClosure(['svg-captcha'], nodeModules)).toEqual([
      'opentype.js',
      'svg-captcha',
      'tiny-inflate',
    ]);
  });

  it('copies each package into the bundle’s node_modules', () => {
    const commands = copyCommands(['svg-captcha'], nodeModules, '/asset-output');
    expect(commands).toHaveLength(3);
    expect(commands.find((c) => c.includes('/asset-output/node_modules/svg-captcha'))).toContain(
      'cp -R',
    );
  });

  it('names a package that is not installed', () => {
    expect(() => dependencyClosure(['no-such-package-here'], nodeModules)).toThrow(
      /no-such-package-here is not installed/,
    );
  });
});
