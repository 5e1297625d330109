// The app: providers (query client, router), theme, toasts, the crash boundary and the routes. The
// slots features fill in each other's screens are provided by the route that shows them (app/slots.tsx).
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { BrowserRouter, useLocation } from 'react-router';
import { Toaster } from 'sonner';
import { ErrorBoundary } from './error-boundary.tsx';
import { PageLoader } from './page-loader.tsx';
import { AppRoutes } from './routes.tsx';
import { useAppliedTheme } from './theme-sync.tsx';
import { useAuthChannel } from './use-auth-channel.ts';
import { useForgetOnUserChange } from './use-forget-on-user-change.ts';
import { useRouteFocus } from './use-route-focus.ts';

/** `queryClient`: created by the entry, which may already have started the first screen's queries. */
export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <Shell />
      </BrowserRouter>
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
