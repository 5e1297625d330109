// Entry: styles, the offline layer (outbox, last-known data), the first screen's prefetch, the active
// language, then the app (app/render.tsx, evaluated in a task of its own); the service worker registers
// after the page has loaded.
import './index.css';
import { prefetchRoute } from './app/route-prefetch.ts';
import { initI18n } from './lib/i18n.ts';
import { persistQueryCache, restoreQueryCache } from './lib/offline/persist-cache.ts';
import { registerServiceWorkerAfterLoad } from './lib/offline/register-sw.ts';
import { startSync } from './lib/offline/sync.ts';
import { createQueryClient } from './lib/query-client.ts';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

const queryClient = createQueryClient();
startSync(queryClient);
// The last-known data (IndexedDB) is read while the language loads: offline, the screens open with it.
// The first screen's prefetch starts once it is in: a fetch started before would, when a write
// cancels it, put its query back to "no data" (TanStack reverts a cancelled fetch to its start).
const restored = restoreQueryCache(queryClient).finally(() => {
  persistQueryCache(queryClient);
  // While the shell's strings load, the first screen's code and data are already on their way.
  prefetchRoute(window.location.pathname, queryClient);
});
registerServiceWorkerAfterLoad();

// The React tree's code, evaluated in the next task, not in this one (app/render.tsx).
const render = new Promise((resolve) => setTimeout(resolve, 0)).then(() => import('./app/render.tsx'));

// Render after the active language's shell strings are in, so no screen flashes raw keys.
Promise.allSettled([initI18n(), restored]).finally(() => {
  void render.then(({ renderApp }) => renderApp(root, queryClient));
});
