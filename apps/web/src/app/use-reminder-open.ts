// A click on a reminder notification while the app is open: the service worker (src/sw/reminders-sw.js)
// asks this window to go to the task ({ type: 'nova:open', url } with a reply port) instead of
// reloading it, so the app routes there in place and nothing typed is lost. The reply tells the worker
// the app took it; without one it navigates the window itself. Only the app's own paths are followed.
import { isRecord } from '@nova/core/guards';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/** The app path a worker's message asks for, when it is one (a guard, not zod: this is the shell). */
function openPathOf(data: unknown): string | null {
  if (!isRecord(data) || data.type !== 'nova:open' || typeof data.url !== 'string') return null;
  return /^\/(?!\/)/.test(data.url) ? data.url : null;
}

export function useReminderOpen(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const worker = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
    if (!worker) return;
    const onMessage = (event: MessageEvent) => {
      const path = openPathOf(event.data);
      if (path === null) return;
      void navigate(path);
      event.ports[0]?.postMessage('opened');
    };
    worker.addEventListener('message', onMessage);
    return () => worker.removeEventListener('message', onMessage);
  }, [navigate]);
}
