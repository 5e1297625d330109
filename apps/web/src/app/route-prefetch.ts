// What a cold load of /app needs, started at once, side by side: the session check, the screen's code,
// its texts, its active list's first page, tags and minimum viable day. Otherwise each waits for the one before
// (entry -> session -> lazy page chunk -> its texts -> the list), a round trip each: ~1 s more on a
// slow phone link before the list shows (bench/lighthouse.ts, mobile). A visitor who turns out to be
// signed out costs three small 401s, which the guard's redirect never shows.
import type { QueryClient } from '@tanstack/react-query';
import { mvdQueryOptions } from '../lib/api/mvd.ts';
import { tagListQueryOptions } from '../lib/api/tags.ts';
import { taskPagesQueryOptions } from '../lib/api/tasks.ts';
import { preloadNamespaces } from '../lib/i18n.ts';
import { sessionQueryOptions } from '../lib/session.ts';

/** Called once by the entry with the address the page was loaded at. */
export function prefetchRoute(pathname: string, queryClient: QueryClient): void {
  if (pathname !== '/app') return;
  void queryClient.prefetchQuery(sessionQueryOptions);
  // The same query the screen asks for first (listParams of the active view, no search or filters):
  // its first page. No retry here: a failure leaves the query without data, and the screen asks
  // again when it mounts.
  void queryClient.prefetchQuery({ ...taskPagesQueryOptions({ view: 'active' }), retry: false });
  // The rows' tags and the MVD panel: small, and in hand for the list's first render instead of
  // re-rendering every visible row when they arrive after it.
  void queryClient.prefetchQuery({ ...tagListQueryOptions(), retry: false });
  void queryClient.prefetchQuery({ ...mvdQueryOptions(), retry: false });
  // The page with the parts of /app other features own that its first render shows (right panel,
  // tip of the day...): one chunk.
  void import('./tasks-screen.tsx');
  // The assistant's bar sits above quick add (a slot, app/slots.tsx): in hand with the page, so it does
  // not arrive after it and push the list down.
  void import('../features/assistant/components/assistant-bar.tsx');
  preloadNamespaces(['tasks', 'assistant', 'review', 'health']);
}
