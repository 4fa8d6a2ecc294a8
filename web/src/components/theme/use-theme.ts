import { useSyncExternalStore } from 'react';
import { currentThemeChoice, resolveTheme, subscribeTheme, type Theme } from './theme-store';

/** The visitor's theme choice (System, Light, Dark), re-rendering when it changes. */
export function useThemeChoice() {
  return useSyncExternalStore(subscribeTheme, currentThemeChoice, () => 'system' as const);
}

/** The theme in effect (light or dark), re-rendering when it changes. */
export function useResolvedTheme(): Theme {
  return useSyncExternalStore(
    subscribeTheme,
    () => resolveTheme(),
    () => 'light' as const,
  );
}
