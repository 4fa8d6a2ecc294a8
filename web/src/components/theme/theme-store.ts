/**
 * The colour theme: the visitor's choice (System, Light or Dark) kept in localStorage, and the
 * theme it resolves to, set as `data-theme` on <html> (the tokens of styles/tokens.css switch on
 * it). The inline script of web/index.html does the same before first paint, with the same key.
 */
export const themeChoices = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof themeChoices)[number];
export type Theme = 'light' | 'dark';

/** Survives sign-out: it is not under the session prefix of lib/app-storage. */
export const themeStorageKey = 'marque.theme';
const darkQuery = '(prefers-color-scheme: dark)';

const listeners = new Set<() => void>();
/** The choice when storage refuses to keep it (private mode, quota): this page only. */
let memoryChoice: ThemeChoice | undefined;

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

function isChoice(value: unknown): value is ThemeChoice {
  return themeChoices.includes(value as ThemeChoice);
}

export function currentThemeChoice(): ThemeChoice {
  if (memoryChoice) return memoryChoice;
  try {
    const stored = storage()?.getItem(themeStorageKey);
    return isChoice(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
}

function systemTheme(): Theme {
  return typeof window.matchMedia === 'function' && window.matchMedia(darkQuery).matches
    ? 'dark'
    : 'light';
}

export function resolveTheme(choice: ThemeChoice = currentThemeChoice()): Theme {
  return choice === 'system' ? systemTheme() : choice;
}

function apply(): void {
  document.documentElement.dataset.theme = resolveTheme();
}

function notify(): void {
  apply();
  for (const listener of listeners) listener();
}

/** Stores the choice ('system' forgets it) and applies the theme at once. */
export function setThemeChoice(choice: ThemeChoice): void {
  memoryChoice = undefined;
  try {
    if (choice === 'system') storage()?.removeItem(themeStorageKey);
    else storage()?.setItem(themeStorageKey, choice);
  } catch {
    memoryChoice = choice;
  }
  notify();
}

/**
 * Calls `listener` when the choice or the resolved theme changes: here, in another tab (the
 * storage event) or in the system setting while the choice is System.
 */
export function subscribeTheme(listener: () => void): () => void {
  listeners.add(listener);
  const media = typeof window.matchMedia === 'function' ? window.matchMedia(darkQuery) : null;
  const onStorage = (event: StorageEvent) => {
    if (event.key === themeStorageKey || event.key === null) notify();
  };
  media?.addEventListener('change', notify);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    media?.removeEventListener('change', notify);
    window.removeEventListener('storage', onStorage);
  };
}
