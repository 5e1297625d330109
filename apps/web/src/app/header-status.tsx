// The header's live parts, loaded (their own chunk) once the screen under the header has painted
// (signed-in-layout.tsx): the level and XP with the unlock toasts, the sync state, the way to delegated
// tasks and the notification bell. None is needed for the first screen, and each asks for its own texts
// or data.
import { Suspense } from 'react';
import { DelegatedNavLink } from '../features/delegation/components/delegated-nav-link.tsx';
import { ProgressBadge } from '../features/gamification/components/progress-badge.tsx';
import { ProgressLive } from '../features/gamification/components/progress-live.tsx';
import { NotificationBell } from '../features/notifications/components/notification-bell.tsx';
import { SyncIndicator } from '../features/sync/components/sync-indicator.tsx';

export function HeaderStatus() {
  return (
    <>
      <Suspense fallback={null}>
        <ProgressBadge />
        <ProgressLive />
      </Suspense>
      <SyncIndicator />
      <DelegatedNavLink />
      <NotificationBell />
    </>
  );
}
