// Entry: styles, the first screen's prefetch, the active language, then the app.
import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { prefetchRoute } from './app/route-prefetch.ts';
import { initI18n } from './lib/i18n.ts';
import { createQueryClient } from './lib/query-client.ts';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

const queryClient = createQueryClient();
// While the shell's strings load, the first screen's code and data are already on their way.
prefetchRoute(window.location.pathname, queryClient);

// Render after the active language's shell strings are in, so no screen flashes raw keys.
initI18n().finally(() => {
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
});
