// Test support: renders a component inside the app's providers: a fresh TanStack Query client (no
// retries, so a failing request shows its error at once), the slots (empty unless a test fills
// them), a MemoryRouter at `route`, the toaster (toasts are text a test can find) and a Suspense
// boundary for lazy pieces. Returns Testing Library's queries, a user-event instance and the client.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type RenderResult, render } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { type ReactElement, type ReactNode, Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { Toaster } from 'sonner';
import { type Slots, SlotsContext } from '../src/lib/slots.ts';

export type RenderOptions = {
  route?: string;
  slots?: Slots;
  client?: QueryClient;
};

export type Rendered = RenderResult & { user: UserEvent; client: QueryClient };

export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Number.POSITIVE_INFINITY, gcTime: Number.POSITIVE_INFINITY },
      mutations: { retry: 0 },
    },
  });
}

export function Providers({
  client,
  slots = {},
  route = '/app',
  children,
}: {
  client: QueryClient;
  slots?: Slots;
  route?: string;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={client}>
      <SlotsContext value={slots}>
        <MemoryRouter initialEntries={[route]}>
          <Suspense fallback={<p>loading…</p>}>{children}</Suspense>
          <Toaster visibleToasts={1} />
        </MemoryRouter>
      </SlotsContext>
    </QueryClientProvider>
  );
}

/** Renders `ui` inside the providers; `rerender` keeps them (they are the render's wrapper). */
export function renderWithApp(ui: ReactElement, options: RenderOptions = {}): Rendered {
  const client = options.client ?? testQueryClient();
  const user = userEvent.setup();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Providers client={client} slots={options.slots} route={options.route}>
      {children}
    </Providers>
  );
  const result: RenderResult = render(ui, { wrapper });
  return { ...result, user, client };
}
