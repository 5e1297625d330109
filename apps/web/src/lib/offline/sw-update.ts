// Registers /sw.js through workbox-window and offers a waiting new version with one toast (SPEC §4:
// toasts one at a time); taking it reloads once the new worker controls the page.

import { toast } from 'sonner';
import { Workbox } from 'workbox-window';
import { i18n } from '../i18n.ts';
import { offlineLog } from './offline-log.ts';

export const UPDATE_TOAST_ID = 'sw-update';

export function registerServiceWorker(): Promise<ServiceWorkerRegistration | undefined> {
  const wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () => {
    wb.addEventListener('controlling', () => window.location.reload());
    void i18n.loadNamespaces('sync').then(() => {
      toast(i18n.t('sync:update.title'), {
        id: UPDATE_TOAST_ID,
        duration: Number.POSITIVE_INFINITY,
        action: { label: i18n.t('sync:update.reload'), onClick: () => wb.messageSkipWaiting() },
      });
    });
  });
  return wb.register().catch((error: unknown) => {
    offlineLog('service worker not registered', error);
    return undefined;
  });
}
