import { useEffect, useState } from 'react';
import { currentThemeChoice, resolveTheme, subscribeTheme, type Theme } from './theme-store';

const readResolved = () => resolveTheme();

/**
 * A value of the theme store, re-read when the store says it changed. State and an effect, not
 * useSyncExternalStore: that held up the router's transitions in the header, which every page has.
 */
function useThemeValue<T>(read: () => T): T {
  const [value, setValue] = useState(read);
  useEffect(() => subscribeTheme(() => setValue(read())), [read]);
  return value;
}

/** The visitor's theme choice (System, Light, Dark), re-rendering when it changes. */
export function useThemeChoice() {
  return useThemeValue(currentThemeChoice);
}

/** The theme in effect (light or dark), re-rendering when it changes. */
export function useResolvedTheme(): Theme {
  return useThemeValue(readResolved);
}
