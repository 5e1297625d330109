// The sync indicator's panel: where things stand, "sync now" (online, when something waits) and every
// change the server refused, with its reason and retry / discard (never dropped silently).
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import type { OutboxEntry } from '../../../lib/offline/outbox-entry.ts';
import { currentOutbox, useSyncState } from '../../../lib/offline/sync.ts';
import type { SyncIndicatorState } from '../sync-state.ts';

const knownReasons = new Set(['not_found', 'validation_failed', 'mvd_limit', 'conflict']);

export function SyncPanel({ id, state, online }: { id: string; state: SyncIndicatorState; online: boolean }) {
  const { t } = useTranslation('sync');
  const sync = useSyncState();
  const outbox = currentOutbox();
  return (
    <section
      id={id}
      aria-label={t('panelTitle')}
      className="absolute right-0 top-full z-40 mt-2 w-[min(22rem,calc(100vw-2rem))] rounded-xl border border-border bg-background p-4 text-sm shadow-lg"
    >
      <h2 className="font-semibold">{t(`state.${state}`)}</h2>
      <p className="mt-1 text-muted-foreground">
        {state === 'offline'
          ? t('offlineHint')
          : sync.pending > 0
            ? t('pendingCount', { count: sync.pending })
            : t('allSaved')}
      </p>
      {online && sync.pending > 0 ? (
        <Button size="sm" className="mt-3" disabled={sync.syncing} onClick={() => void outbox?.flush()}>
          {t('syncNow')}
        </Button>
      ) : null}
      {sync.refused.length > 0 ? (
        <div className="mt-4">
          <h3 className="font-medium">{t('refusedTitle')}</h3>
          <ul className="mt-2 space-y-3">
            {sync.refused.map((entry) => (
              <RefusedItem key={entry.opId} entry={entry} online={online} />
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

function RefusedItem({ entry, online }: { entry: OutboxEntry; online: boolean }) {
  const { t } = useTranslation('sync');
  const outbox = currentOutbox();
  const code = entry.error?.code ?? 'other';
  const reason = knownReasons.has(code) ? t(`reason.${code}`) : t('reason.other', { code });
  const label = t(`kind.${entry.kind}`, { defaultValue: t('kind.other') });
  return (
    <li className="rounded-lg border border-border p-3" data-testid="sync-refused">
      <p className="font-medium">{label}</p>
      <p className="text-muted-foreground">{reason}</p>
      <div className="mt-2 flex gap-2">
        <Button size="sm" variant="outline" disabled={!online} onClick={() => void outbox?.retry(entry.opId)}>
          {t('retry')}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() =>
            void outbox?.discard(entry.opId).then(() => toast(t('discarded'), { id: 'sync-discarded' }))
          }
        >
          {t('discard')}
        </Button>
      </div>
    </li>
  );
}
