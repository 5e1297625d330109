// Test support for writes through the offline outbox: the app's query client (writes run offline) with a
// signed-in session, the app's one outbox started, the network gone; `reconnect` brings it back until
// the outbox has sent everything, then cuts it again. One outbox per test file (it is the app's singleton).
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { expect } from 'vitest';
import { setCsrfToken } from '../src/lib/api-client.ts';
import { currentOutbox, startSync } from '../src/lib/offline/sync.ts';
import { createQueryClient } from '../src/lib/query-client.ts';
import { sessionQueryKey } from '../src/lib/session.ts';
import { Providers } from './render.tsx';

export type OfflineApp = {
  client: QueryClient;
  wrapper: (props: { children: ReactNode }) => ReactNode;
  /** Writes waiting in the outbox. */
  pending: () => number;
  reconnect: () => Promise<void>;
};

export function startOfflineApp(): OfflineApp {
  const client = createQueryClient(); // the app's: writes run offline (networkMode 'always')
  client.setQueryData(sessionQueryKey, { user: { id: 'u1' }, csrfToken: 'csrf' });
  setCsrfToken('csrf');
  startSync(client); // takes the browser's flag (online in happy-dom): then the network goes
  onlineManager.setOnline(false);
  const pending = () => currentOutbox()?.snapshot().pending ?? -1;
  return {
    client,
    wrapper: ({ children }) => <Providers client={client}>{children}</Providers>,
    pending,
    async reconnect() {
      act(() => onlineManager.setOnline(true));
      await waitFor(() => expect(pending()).toBe(0));
      await waitFor(() => expect(currentOutbox()?.snapshot().syncing).toBe(false));
      onlineManager.setOnline(false);
    },
  };
}
