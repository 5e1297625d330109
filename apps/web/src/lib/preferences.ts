// Small on/off preferences kept in localStorage (e.g. `show-right-panel`), live across components and tabs.
import { useCallback, useSyncExternalStore } from 'react';
import { readStored, writeStored } from './storage.ts';

export const SHOW_RIGHT_PANEL_KEY = 'show-right-panel';

/** The /app screen's kept preferences under SPEC §2's exact names (the screen's features share them). */
export const PREF = {
  showPomodoroTimer: 'showPomodoroTimer',
  showOnboarding: 'show-onboarding',
  showAdhdTips: 'show-adhd-tips',
  showHealthSection: 'show-health-section',
  showStatsSection: 'show-stats-section',
  showRightPanel: SHOW_RIGHT_PANEL_KEY,
  sidebarCollapsed: 'sidebar-collapsed',
} as const;

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = () => listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function parseBoolean(value: string | null, fallback: boolean): boolean {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return fallback;
}

export function useBooleanPreference(key: string, fallback: boolean): [boolean, (next: boolean) => void] {
  const value = useSyncExternalStore(subscribe, () => parseBoolean(readStored(key), fallback));
  const set = useCallback(
    (next: boolean) => {
      writeStored(key, String(next));
      for (const listener of listeners) listener();
    },
    [key],
  );
  return [value, set];
}
