// Mounted once in the signed-in frame: keeps the progress summary fresh on every screen (the header's
// level) from the realtime events the server sends with each award, and shows an unlock toast once
// per achievement: not when the game is turned off, not twice across tabs or reloads, and never over
// another toast (SPEC §4: one toast at a time): it waits until the one showing is gone. The toast has
// no motion of its own; sonner drops its slide-in under prefers-reduced-motion.
import type { RealtimeEvent } from '@nova/core/contracts/events';
import type { ProgressDto } from '@nova/core/contracts/progress';
import { useQueryClient } from '@tanstack/react-query';
import { Trophy } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { progressKeys } from '../../../lib/api/progress.ts';
import { subscribeRealtime } from '../../../lib/realtime.ts';
import { readStored, writeStored } from '../../../lib/storage.ts';

export const TOASTED_KEY = 'progress-toasted-achievements';

const toasted = (): Set<string> => {
  try {
    const value: unknown = JSON.parse(readStored(TOASTED_KEY) ?? '[]');
    return new Set(Array.isArray(value) ? value.filter((v) => typeof v === 'string') : []);
  } catch {
    return new Set();
  }
};

/** The keys of `event` not toasted yet on this browser, marked as toasted now. */
export function claimUnlocks(event: Pick<RealtimeEvent, 'type' | 'ids'>): string[] {
  if (event.type !== 'achievement.unlocked') return [];
  const seen = toasted();
  const fresh = event.ids.filter((key) => !seen.has(key));
  if (fresh.length === 0) return [];
  writeStored(TOASTED_KEY, JSON.stringify([...seen, ...fresh]));
  return fresh;
}

/** How often a waiting unlock toast looks whether the screen is free of toasts. */
const QUIET_CHECK_MS = 400;

/** Runs `show` once no toast is showing; returns a function that cancels the wait. */
function whenNoToast(show: () => void): () => void {
  if (toast.getToasts().length === 0) {
    show();
    return () => {};
  }
  const timer = setInterval(() => {
    if (toast.getToasts().length > 0) return;
    clearInterval(timer);
    show();
  }, QUIET_CHECK_MS);
  return () => clearInterval(timer);
}

export function ProgressLive() {
  const { t, i18n } = useTranslation('progress');
  const client = useQueryClient();
  useEffect(() => {
    void i18n.loadNamespaces('progress');
    const waiting = new Set<{ cancel: () => void }>();
    const unsubscribe = subscribeRealtime((event) => {
      const [resource] = event.type.split('.');
      if (resource !== 'progress' && resource !== 'achievement') return;
      void client.invalidateQueries({ queryKey: progressKeys.all });
      const enabled = client.getQueryData<ProgressDto>(progressKeys.all)?.enabled ?? true;
      const fresh = claimUnlocks(event);
      if (!enabled) return;
      for (const key of fresh) {
        const wait = { cancel: () => {} };
        waiting.add(wait);
        wait.cancel = whenNoToast(() => {
          waiting.delete(wait);
          toast(t('toastTitle', { name: t(`achievements.${key}.name`) }), {
            description: t(`achievements.${key}.description`),
            icon: <Trophy aria-hidden="true" className="size-4 text-primary" />,
          });
        });
      }
    });
    return () => {
      unsubscribe();
      for (const wait of waiting) wait.cancel();
    };
  }, [client, t, i18n]);
  return null;
}
