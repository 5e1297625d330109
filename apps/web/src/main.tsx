// Entry: styles, the offline layer (outbox, last-known data), the first screen's prefetch, the active
// language, then the app; the service worker registers after the page has loaded.
import './index.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
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

// Render after the active language's shell strings are in, so no screen flashes raw keys. The first
// render is a transition: React renders it in slices of a few milliseconds, yielding to the browser
// between them, instead of one long task a slow phone cannot answer input during (it held the main
// thread ~140 ms at 4x CPU slowdown: bench/lighthouse.ts). index.html's spinner stays until it commits.
Promise.allSettled([initI18n(), restored]).finally(() => {
  const app = createRoot(root);
  startTransition(() => {
    app.render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    );
  });
});
