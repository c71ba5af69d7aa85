import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { createQueryClient } from '../lib/queryClient';
import { startSessionRenewal } from '../lib/session/renewal';
import { sessionStore } from '../lib/session/sessionStore';
import { tooManyRequests } from '../ui/errors';
import { NoticeProvider, type NoticeStore } from '../ui/notice';
import { theme } from './theme';

/** The query client of a console: a refused session ends it (the auth guard takes over); a 429 is explained. */
export function createConsoleQueryClient(
  notices: NoticeStore,
  options: { retry?: boolean } = {},
): QueryClient {
  return createQueryClient(
    {
      onUnauthorized: () => sessionStore.signOut('expired'),
      onRateLimited: (error) =>
        notices.notify({ severity: 'warning', message: tooManyRequests(error.retryAfterSeconds) }),
    },
    options,
  );
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
        <NoticeProvider store={notices}>{children}</NoticeProvider>
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
  return (
    <AppProviders queryClient={queryClient} notices={notices}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
