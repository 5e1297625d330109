// Theme rules: which theme a path shows, given the saved preference and the device setting.
// Pure (no DOM at import time) so node:test covers it; public/theme-init.js mirrors it before first paint.
//
// Storage mapping (SPEC §3 names two keys; we give each one job):
//   `UI-theme`  = the user's choice: 'light' | 'dark' | 'bright' | 'system' (default 'system').
//   `app-theme` = the base scheme that choice currently resolves to outside the landing pages:
//                 'light' | 'dark' ('bright' counts as light). Written for code that only knows
//                 light/dark (e.g. a later mind-map toggle); never read to decide the theme.

export const themePreferences = ['light', 'dark', 'bright', 'system'] as const;
export type ThemePreference = (typeof themePreferences)[number];
export type AppliedTheme = Exclude<ThemePreference, 'system'>;
export type ThemeContext = 'landing' | 'dashboard' | 'strategy' | 'other';

export const THEME_PREFERENCE_KEY = 'UI-theme';
export const RESOLVED_THEME_KEY = 'app-theme';
export const DEFAULT_THEME_PREFERENCE: ThemePreference = 'system';

const landingSections = [
  '/landing',
  '/blog',
  '/research',
  '/terms',
  '/privacy',
  '/auth',
  '/guide',
  '/how-it-works',
] as const;
const dashboardSections = [
  '/app',
  '/tasks',
  '/priorities',
  '/analytics',
  '/gamification',
  '/habits',
  '/mindmap',
] as const;

/** '/blog/' -> '/blog'; '' -> '/'. */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** True when `pathname` is `section` or below it: '/blog/x' is in '/blog', '/blogger' is not. */
export function isInSection(pathname: string, section: string): boolean {
  const path = normalizePath(pathname);
  return path === section || path.startsWith(`${section}/`);
}

export function themeContextForPath(pathname: string): ThemeContext {
  const path = normalizePath(pathname);
  if (path === '/' || landingSections.some((s) => isInSection(path, s))) return 'landing';
  if (dashboardSections.some((s) => isInSection(path, s))) return 'dashboard';
  if (isInSection(path, '/strategy')) return 'strategy';
  return 'other';
}

export function parseThemePreference(value: string | null | undefined): ThemePreference {
  return themePreferences.find((t) => t === value) ?? DEFAULT_THEME_PREFERENCE;
}

/** The landing context is always dark; elsewhere the choice, with 'system' following the device. */
export function resolveTheme(
  preference: ThemePreference,
  context: ThemeContext,
  systemPrefersDark: boolean,
): AppliedTheme {
  if (context === 'landing') return 'dark';
  if (preference === 'system') return systemPrefersDark ? 'dark' : 'light';
  return preference;
}

export function baseScheme(theme: AppliedTheme): 'light' | 'dark' {
  return theme === 'dark' ? 'dark' : 'light';
}
