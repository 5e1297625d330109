// The sidebar: collapsed to icons (3rem) or open (16rem) on wide screens, an 18rem drawer on mobile.
// The choice is kept in localStorage `sidebar-collapsed` and in the `sidebar_state` cookie (7 days).
import { useCallback, useMemo, useState } from 'react';
import { PREF, useBooleanPreference } from '../../../lib/preferences.ts';
import { readStored } from '../../../lib/storage.ts';
import { MOBILE_QUERY, useMediaQuery } from '../../../lib/use-media-query.ts';
import { initialSidebarCollapsed, sidebarCookie } from '../task-preferences.ts';

export type SidebarState = {
  isMobile: boolean;
  collapsed: boolean;
  mobileOpen: boolean;
  setMobileOpen: (open: boolean) => void;
  toggle: () => void;
};

export function useSidebarState(): SidebarState {
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const [fallback] = useState(() =>
    initialSidebarCollapsed(readStored(PREF.sidebarCollapsed), globalThis.document?.cookie ?? ''),
  );
  const [collapsed, setCollapsed] = useBooleanPreference(PREF.sidebarCollapsed, fallback);
  const [mobileOpen, setMobileOpen] = useState(false);

  const toggle = useCallback(() => {
    if (isMobile) {
      setMobileOpen((open) => !open);
      return;
    }
    const next = !collapsed;
    setCollapsed(next);
    // biome-ignore lint/suspicious/noDocumentCookie: SPEC §2 names this cookie; the Cookie Store API is not everywhere yet.
    document.cookie = sidebarCookie(!next);
  }, [collapsed, isMobile, setCollapsed]);

  // One object while nothing changes, so the memoised sidebar skips the screen's other renders.
  return useMemo(
    () => ({ isMobile, collapsed, mobileOpen, setMobileOpen, toggle }),
    [isMobile, collapsed, mobileOpen, toggle],
  );
}
