// The sidebar state cookie of /app (`sidebar_state`, kept 7 days) written beside `sidebar-collapsed` in
// localStorage. The screen's other kept preferences are lib/preferences.ts's PREF.

export const SIDEBAR_COOKIE = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;

/** `sidebar_state=true` means expanded (open), as the usual sidebar components store it. */
export function sidebarCookie(expanded: boolean): string {
  return `${SIDEBAR_COOKIE}=${expanded}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; SameSite=Lax`;
}

/** The expanded state from `document.cookie`, or null when the cookie is absent or unreadable. */
export function readSidebarCookie(cookie: string): boolean | null {
  for (const part of cookie.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name !== SIDEBAR_COOKIE) continue;
    if (value === 'true') return true;
    if (value === 'false') return false;
  }
  return null;
}

/** localStorage wins (it is the per-device choice); the cookie is the fallback; default expanded. */
export function initialSidebarCollapsed(stored: string | null, cookie: string): boolean {
  if (stored === 'true') return true;
  if (stored === 'false') return false;
  const expanded = readSidebarCookie(cookie);
  return expanded === null ? false : !expanded;
}
