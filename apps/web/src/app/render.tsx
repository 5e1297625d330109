// The React tree's first render, loaded by the entry (src/main.tsx) as a module of its own: react-dom,
// the router, the shell's components and the app's routes are evaluated in a task of their own, after
// the entry's (the offline layer, the language, the first screen's prefetch), instead of one long task
// for all of it (~190 ms at 4x CPU slowdown: bench/lighthouse.ts). index.html preloads its chunk
// (vite.config.ts), so it costs no extra round trip.
import type { QueryClient } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';

/**
 * The first render is a transition: React renders it in slices of a few milliseconds, yielding to the
 * browser between them, instead of one long task a slow phone cannot answer input during (it held the
 * main thread ~140 ms at 4x CPU slowdown). index.html's spinner stays until it commits.
 */
export function renderApp(root: HTMLElement, queryClient: QueryClient): void {
  const app = createRoot(root);
  startTransition(() => {
    app.render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    );
  });
}
