// The app: providers (query client, the slots features fill in each other's screens, router), theme,
// toasts, the crash boundary and the routes.
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { BrowserRouter, useLocation } from 'react-router';
import { Toaster } from 'sonner';
import { SlotsContext } from '../lib/slots.ts';
import { ErrorBoundary } from './error-boundary.tsx';
import { PageLoader } from './page-loader.tsx';
import { AppRoutes } from './routes.tsx';
import { appSlots } from './slots.ts';
import { useAppliedTheme } from './theme-sync.tsx';
import { useAuthChannel } from './use-auth-channel.ts';
import { useForgetOnUserChange } from './use-forget-on-user-change.ts';
import { useRouteFocus } from './use-route-focus.ts';

/** `queryClient`: created by the entry, which may already have started the first screen's queries. */
export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <SlotsContext value={appSlots}>
        <BrowserRouter>
          <Shell />
        </BrowserRouter>
      </SlotsContext>
    </QueryClientProvider>
  );
}

function Shell() {
  const { pathname } = useLocation();
  const theme = useAppliedTheme();
  useAuthChannel();
  useForgetOnUserChange();
  useRouteFocus();
  return (
    <>
      <ErrorBoundary resetKey={pathname}>
        <Suspense fallback={<PageLoader />}>
          <AppRoutes />
        </Suspense>
      </ErrorBoundary>
      {/* SPEC §4: at most one toast at a time. */}
      <Toaster
        visibleToasts={1}
        theme={theme === 'dark' ? 'dark' : 'light'}
        richColors
        closeButton
        position="top-center"
      />
    </>
  );
}
