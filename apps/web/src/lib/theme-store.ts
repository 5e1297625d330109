// The saved theme preference as a tiny external store (useSyncExternalStore), shared across tabs.
import { useSyncExternalStore } from 'react';
import { readStored, writeStored } from './storage.ts';
import { parseThemePreference, THEME_PREFERENCE_KEY, type ThemePreference } from './theme.ts';

const listeners = new Set<() => void>();
let current: ThemePreference = parseThemePreference(readStored(THEME_PREFERENCE_KEY));

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== THEME_PREFERENCE_KEY) return;
    current = parseThemePreference(event.newValue);
    for (const listener of listeners) listener();
  });
}

export function setThemePreference(preference: ThemePreference): void {
  current = preference;
  writeStored(THEME_PREFERENCE_KEY, preference);
  for (const listener of listeners) listener();
}

export function useThemePreference(): ThemePreference {
  return useSyncExternalStore(subscribe, () => current);
}

/** Follows `matchMedia(query)` live. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
  );
}
