// The service worker (Workbox, built by vite-plugin-pwa: the shell and every chunk precached, so /app
// and every signed-in screen open offline after one visit), loaded as its own small chunk so /app's
// first-load JavaScript does not grow. Registered AFTER_LOAD_MS after the page has loaded, when the
// browser is next idle (at most IDLE_TIMEOUT later): the load event fires before the app's lazy
// screen and its data, and the install downloads every chunk of the app (~2.8 MB), which would
// otherwise share the first screen's seconds with it (decision 0042 has the measurements). Until it
// is installed, a part of the app not loaded yet cannot open offline (lib/lazy-part.tsx says so in
// its place), and a part that needs the worker sooner (turning reminders on) registers it at once. A
// new version waits until the user takes it: a quiet "new version — reload" toast, never a
// half-updated page.

const IDLE_TIMEOUT = 3000;
const AFTER_LOAD_MS = 5000;

const supported = () =>
  import.meta.env.PROD && typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

let registering: Promise<ServiceWorkerRegistration | undefined> | undefined;

/**
 * Registers the worker now if that has not started yet (a part that needs it before the wait is
 * over: turning reminders on); its registration, or undefined where there is no worker (development,
 * a browser without service workers, a failed registration).
 */
export function registerServiceWorkerNow(): Promise<ServiceWorkerRegistration | undefined> {
  if (!supported()) return Promise.resolve(undefined);
  registering ??= import('./sw-update.ts').then(({ registerServiceWorker }) => registerServiceWorker());
  return registering;
}

export function registerServiceWorkerAfterLoad(): void {
  if (!supported()) return;
  const start = () => void registerServiceWorkerNow();
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(start, { timeout: IDLE_TIMEOUT });
    else window.setTimeout(start, 0);
  };
  const later = () => window.setTimeout(whenIdle, AFTER_LOAD_MS);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
