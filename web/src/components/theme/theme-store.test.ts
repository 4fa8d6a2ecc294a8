import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  currentThemeChoice,
  resolveTheme,
  setThemeChoice,
  subscribeTheme,
  themeStorageKey,
} from './theme-store';

/** A device whose colour-scheme preference the test flips, telling the listeners. */
function fakeDevice(dark: boolean) {
  const listeners = new Set<() => void>();
  const state = { dark };
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        get matches() {
          return query.includes('dark') && state.dark;
        },
        media: query,
        addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
      }) as unknown as MediaQueryList,
  );
  return {
    setDark(value: boolean) {
      state.dark = value;
      for (const listener of listeners) listener();
    },
  };
}

const htmlTheme = () => document.documentElement.dataset.theme;

beforeEach(() => {
  delete document.documentElement.dataset.theme;
});
afterEach(() => {
  setThemeChoice('system');
  vi.restoreAllMocks();
});

describe('theme store', () => {
  it('follows the device when nothing is stored', () => {
    fakeDevice(true);
    expect(currentThemeChoice()).toBe('system');
    expect(resolveTheme()).toBe('dark');
  });

  it('stores Light or Dark and applies it to <html> at once; System forgets the choice', () => {
    fakeDevice(true);
    setThemeChoice('light');
    expect(window.localStorage.getItem(themeStorageKey)).toBe('light');
    expect(htmlTheme()).toBe('light');
    setThemeChoice('dark');
    expect(htmlTheme()).toBe('dark');
    setThemeChoice('system');
    expect(window.localStorage.getItem(themeStorageKey)).toBeNull();
    expect(htmlTheme()).toBe('dark');
  });

  it('ignores a stored value that is not a theme', () => {
    fakeDevice(false);
    window.localStorage.setItem(themeStorageKey, 'purple');
    expect(currentThemeChoice()).toBe('system');
    expect(resolveTheme()).toBe('light');
  });

  it('follows a change of the device setting while the choice is System', () => {
    const device = fakeDevice(false);
    const listener = vi.fn();
    const unsubscribe = subscribeTheme(listener);
    device.setDark(true);
    expect(htmlTheme()).toBe('dark');
    expect(listener).toHaveBeenCalled();
    unsubscribe();
  });

  it('keeps a stored choice when the device setting changes', () => {
    const device = fakeDevice(false);
    setThemeChoice('light');
    const unsubscribe = subscribeTheme(() => undefined);
    device.setDark(true);
    expect(htmlTheme()).toBe('light');
    unsubscribe();
  });

  it('still switches for this page when storage refuses to keep the choice', () => {
    fakeDevice(false);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    setThemeChoice('dark');
    expect(currentThemeChoice()).toBe('dark');
    expect(htmlTheme()).toBe('dark');
  });
});
