// The service worker (Workbox, built by vite-plugin-pwa: the shell and every chunk precached, so /app
// and every signed-in screen open offline after one visit). Registered after the page's load event
// and loaded as its own small chunk, so /app's first-load JavaScript does not grow. A new version
// waits until the user takes it: a quiet "new version — reload" toast, never a half-updated page.

export function registerServiceWorkerAfterLoad(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const start = () =>
    void import('./sw-update.ts').then(({ registerServiceWorker }) => registerServiceWorker());
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
