// The bell in the signed-in header: the unread count (what the assignee did), live through the
// realtime stream, and the notification centre in a panel loaded on first use. Escape or a click
// outside closes it; focus goes back to the bell.
import { useQuery } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { unreadCountQueryOptions, useCollaborationRealtime } from '../../../lib/api/notifications.ts';
import { lazyPart, toastAndClose } from '../../../lib/lazy-part.tsx';
import { useHeaderPopover } from '../../../lib/use-header-popover.ts';

const loadPanel = () => import('./notification-panel.tsx');
const NotificationPanel = lazyPart(
  () => loadPanel().then((m) => ({ default: m.NotificationPanel })),
  toastAndClose(({ onClose }) => onClose()),
);

export const NOTIFICATION_PANEL_ID = 'notification-panel';

export function NotificationBell() {
  // Not suspending: the header must never wait for these few strings (the bell appears when they are in).
  const { t, ready } = useTranslation('notifications', { useSuspense: false });
  useCollaborationRealtime();
  const count = useQuery(unreadCountQueryOptions()).data?.unreadCount ?? 0;
  const { open, setOpen, wrapper, button } = useHeaderPopover();

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  if (!ready) return null;
  const label = count > 0 ? t('bellUnread', { count }) : t('bell');

  return (
    <div ref={wrapper} className="relative">
      <button
        ref={button}
        type="button"
        className={buttonClasses('ghost', 'icon', 'relative')}
        aria-label={label}
        title={label}
        aria-expanded={open}
        aria-controls={open ? NOTIFICATION_PANEL_ID : undefined}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => setOpen((value) => !value)}
      >
        <Bell aria-hidden="true" />
        {count > 0 ? (
          <span
            aria-hidden="true"
            data-testid="notification-count"
            className="absolute top-1 right-1 flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[0.625rem] font-semibold text-destructive-foreground tabular-nums"
          >
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <NotificationPanel onClose={close} />
        </Suspense>
      ) : null}
    </div>
  );
}
