// A click on a reminder notification while the app is open: the service worker (src/sw/reminders-sw.js)
// asks this window to go to the task ({ type: 'nova:open', url } with a reply port) instead of
// reloading it, so the app routes there in place and nothing typed is lost. The reply tells the worker
// the app took it; without one it navigates the window itself. Only the app's own paths are followed.
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { z } from 'zod';

const openMessage = z.object({
  type: z.literal('nova:open'),
  url: z.string().regex(/^\/(?!\/)/),
});

export function useReminderOpen(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const worker = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
    if (!worker) return;
    const onMessage = (event: MessageEvent) => {
      const message = openMessage.safeParse(event.data);
      if (!message.success) return;
      void navigate(message.data.url);
      event.ports[0]?.postMessage('opened');
    };
    worker.addEventListener('message', onMessage);
    return () => worker.removeEventListener('message', onMessage);
  }, [navigate]);
}
