// Navigation rules of the signed-in shell: the five main sections and when an item is active.
import { isInSection, normalizePath } from './theme.ts';

export type NavItemId = 'tasks' | 'priorities' | 'strategy' | 'analytics' | 'progress';
export type NavItem = { id: NavItemId; to: string; exact: boolean };

export const mainNavItems: readonly NavItem[] = [
  { id: 'tasks', to: '/app', exact: true },
  { id: 'priorities', to: '/priorities', exact: false },
  { id: 'strategy', to: '/strategy', exact: false },
  { id: 'analytics', to: '/analytics', exact: false },
  { id: 'progress', to: '/gamification', exact: false },
];

/** /app is active only on an exact match; the others when the path is the route or below it. */
export function isNavItemActive(pathname: string, item: NavItem): boolean {
  return item.exact ? normalizePath(pathname) === item.to : isInSection(pathname, item.to);
}

/** /app and /strategy bring their own sidebars, so the top bar and the mobile bar step aside there. */
export function isNavHidden(pathname: string): boolean {
  return isInSection(pathname, '/app') || isInSection(pathname, '/strategy');
}
