// The service worker (Workbox, built by vite-plugin-pwa: the shell and every chunk precached, so /app
// and every signed-in screen open offline after one visit). Registered once the page has loaded and
// the browser is next idle (at most IDLE_TIMEOUT later), and loaded as its own small chunk, so /app's
// first-load JavaScript does not grow: the load event fires before the app's lazy screen and its data
// (index.html's module scripts are all it waits for), and the worker's install downloads every chunk
// of the app (~2.8 MB), which a slow phone link would otherwise share with the first screen. A new
// version waits until the user takes it: a quiet "new version — reload" toast, never a half-updated
// page.

const IDLE_TIMEOUT = 3000;

export function registerServiceWorkerAfterLoad(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const start = () =>
    void import('./sw-update.ts').then(({ registerServiceWorker }) => registerServiceWorker());
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(start, { timeout: IDLE_TIMEOUT });
    else window.setTimeout(start, 0);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
