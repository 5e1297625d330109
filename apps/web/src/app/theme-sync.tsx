// Applies the theme for the current path as a class on <html>, live with the preference and the device.
import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { writeStored } from '../lib/storage.ts';
import {
  type AppliedTheme,
  baseScheme,
  RESOLVED_THEME_KEY,
  resolveTheme,
  themeContextForPath,
} from '../lib/theme.ts';
import { useMediaQuery, useThemePreference } from '../lib/theme-store.ts';

export function useAppliedTheme(): AppliedTheme {
  const { pathname } = useLocation();
  const preference = useThemePreference();
  const systemDark = useMediaQuery('(prefers-color-scheme: dark)');
  const applied = resolveTheme(preference, themeContextForPath(pathname), systemDark);
  const outsideLanding = resolveTheme(preference, 'other', systemDark);

  useLayoutEffect(() => {
    const root = document.documentElement;
    root.classList.remove('light', 'dark', 'bright');
    root.classList.add(applied);
    root.style.colorScheme = baseScheme(applied);
    writeStored(RESOLVED_THEME_KEY, baseScheme(outsideLanding));
  }, [applied, outsideLanding]);

  return applied;
}
