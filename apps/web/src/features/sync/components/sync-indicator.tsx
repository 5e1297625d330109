// The sync indicator of SPEC §4 in the signed-in header: synced, syncing, waiting (count badge) or
// offline (with the count). Screen readers hear each change of state (a polite live region). The
// button opens a small panel (its own chunk, loaded on first use): the manual sync button and the
// changes the server refused, each with its reason and retry / discard.
import { Cloud, CloudOff, CloudUpload, RefreshCw } from 'lucide-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { lazyPart, noteUnavailable } from '../../../lib/lazy-part.tsx';
import { useOnline, useSyncState } from '../../../lib/offline/sync.ts';
import { useHeaderPopover } from '../../../lib/use-header-popover.ts';
import { indicatorState } from '../sync-state.ts';
import { MergeNotices } from './merge-notices.tsx';

const loadPanel = () => import('./sync-panel.tsx');
// If the panel cannot load (offline before the service worker stored it), it says so in its place.
const SyncPanel = lazyPart(() => loadPanel().then((m) => ({ default: m.SyncPanel })), noteUnavailable);

export const SYNC_PANEL_ID = 'sync-panel';

const icons = { offline: CloudOff, syncing: RefreshCw, pending: CloudUpload, synced: Cloud } as const;

export function SyncIndicator() {
  const { t, ready } = useTranslation('sync', { useSuspense: false });
  const online = useOnline();
  const sync = useSyncState();
  const state = indicatorState({ online, ...sync, refused: sync.refused.length });
  const waiting = sync.pending + sync.refused.length;
  const { open, setOpen, wrapper, button } = useHeaderPopover();

  if (!ready) return <MergeNotices />;
  const text = t(`state.${state}`);
  const showCount = waiting > 0 && state !== 'syncing';
  const Icon = icons[state];
  const announcement = showCount ? `${text}. ${t('pendingCount', { count: waiting })}` : text;

  return (
    <div ref={wrapper} className="relative" data-sync-state={state}>
      <MergeNotices />
      <button
        ref={button}
        type="button"
        className={buttonClasses('ghost', 'sm', 'relative px-2')}
        aria-label={t('button', { state: announcement })}
        title={announcement}
        aria-expanded={open}
        aria-controls={open ? SYNC_PANEL_ID : undefined}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon
          aria-hidden="true"
          className={cn(
            state === 'syncing' && 'animate-spin motion-reduce:animate-none',
            state === 'offline' && 'text-muted-foreground',
            state === 'pending' && 'text-primary',
          )}
        />
        <span className="hidden text-sm lg:inline">{text}</span>
        {showCount ? (
          <span
            aria-hidden="true"
            data-testid="sync-count"
            className="min-w-5 rounded-full bg-primary px-1.5 text-center text-xs font-semibold leading-5 text-primary-foreground"
          >
            {waiting}
          </span>
        ) : null}
      </button>
      <span className="sr-only" role="status" aria-live="polite">
        {announcement}
      </span>
      {open ? (
        <Suspense fallback={null}>
          <SyncPanel id={SYNC_PANEL_ID} state={state} online={online} />
        </Suspense>
      ) : null}
    </div>
  );
}
