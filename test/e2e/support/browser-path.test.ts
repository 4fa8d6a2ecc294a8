import { describe, expect, it } from 'vitest';
import { chromiumPath, headlessShellPath, specBrowserPath } from './browser-path';

describe('the browser the specs drive', () => {
  it('is CHROME_PATH when it is set', () => {
    expect(specBrowserPath({ CHROME_PATH: '/opt/chrome' }, () => true)).toBe('/opt/chrome');
  });

  it('is the headless shell when it is installed', () => {
    expect(specBrowserPath({}, (path) => path === headlessShellPath)).toBe(headlessShellPath);
  });

  it('is Chromium when the headless shell is not installed', () => {
    expect(specBrowserPath({}, () => false)).toBe(chromiumPath);
  });
});
