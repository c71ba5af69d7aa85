import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { refreshViewsOnStatusChange } from '../lib/deployments/statusChangeRefresh';
import { createQueryClient } from '../lib/queryClient';
import { startSessionRenewal } from '../lib/session/renewal';
import { sessionStore } from '../lib/session/sessionStore';
import { tooManyRequests } from '../ui/errors';
import { usePreloadWhenIdle } from '../ui/lazyWithPreload';
import { NoticeProvider, type NoticeStore } from '../ui/notice';
import { RouteError } from './RouteError';
import { SIDEBAR_WIDTH } from './shell/layout';
import { theme } from './theme';

/**
 * The query client of a console: a refused session ends it (the auth guard takes over); a 429 is explained; a
 * service's views follow its polled status.
 */
export function createConsoleQueryClient(
  notices: NoticeStore,
  options: { retry?: boolean } = {},
): QueryClient {
  const queryClient = createQueryClient(
    {
      onUnauthorized: () => sessionStore.signOut('expired'),
      onRateLimited: (error) =>
        notices.notify({ severity: 'warning', message: tooManyRequests(error.retryAfterSeconds) }),
    },
    options,
  );
  // For as long as the client lives: a console has one.
  refreshViewsOnStatusChange(queryClient);
  return queryClient;
}

export function AppProviders({
  queryClient,
  notices,
  children,
}: {
  queryClient: QueryClient;
  notices: NoticeStore;
  children: ReactNode;
}) {
  return (
    <ThemeProvider theme={theme} defaultMode="system" modeStorageKey="platform-console.theme">
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <NoticeProvider store={notices} asideWidth={SIDEBAR_WIDTH}>
          {children}
        </NoticeProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}

export function App({
  router,
  queryClient,
  notices,
}: {
  router: ReturnType<typeof createBrowserRouter>;
  queryClient: QueryClient;
  notices: NoticeStore;
}) {
  useEffect(() => startSessionRenewal(), []);
  // Ready before a page can fail, offline or after a release that removed its code.
  usePreloadWhenIdle([RouteError]);
  return (
    <AppProviders queryClient={queryClient} notices={notices}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
