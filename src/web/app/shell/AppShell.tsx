import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense, useState } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { Deferred } from '../../ui/Deferred';
import { lazyWithPreload, usePreloadWhenIdle } from '../../ui/lazyWithPreload';
import { Breadcrumbs } from './Breadcrumbs';
import { SIDEBAR_WIDTH } from './layout';
import { SideNav } from './SideNav';
import { TopBar } from './TopBar';

// Only narrow screens need the drawer (and its modal machinery).
const MobileNavigation = lazy(() => import('./MobileNavigation'));
// Only a navigation shows the progress bar: its code loads once the first page is idle.
const NavigationProgress = lazyWithPreload(
  async () => (await import('./NavigationProgress')).NavigationProgress,
);

/** Top bar, sidebar (a drawer on narrow screens), breadcrumbs and the page. */
export function AppShell() {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  // Undefined until first opened.
  const [drawerOpen, setDrawerOpen] = useState<boolean>();
  const navigation = useNavigation();
  usePreloadWhenIdle([NavigationProgress]);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <TopBar onOpenNavigation={() => setDrawerOpen(true)} showMenuButton={!wide} />
      {navigation.state === 'loading' ? (
        <Suspense fallback={null}>
          <NavigationProgress />
        </Suspense>
      ) : null}
      {wide ? (
        <Box sx={{ width: SIDEBAR_WIDTH, flexShrink: 0 }}>
          <Box
            sx={{
              position: 'fixed',
              top: 0,
              bottom: 0,
              width: SIDEBAR_WIDTH,
              display: 'flex',
              flexDirection: 'column',
              overflowY: 'auto',
              bgcolor: 'background.paper',
              borderRight: 1,
              borderColor: 'divider',
            }}
          >
            <Toolbar variant="dense" />
            <SideNav />
          </Box>
        </Box>
      ) : (
        <Deferred when={drawerOpen !== undefined}>
          <MobileNavigation open={drawerOpen === true} onClose={() => setDrawerOpen(false)} />
        </Deferred>
      )}
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, px: { xs: 2, sm: 3, lg: 4 }, pb: 6 }}>
        <Toolbar variant="dense" />
        <Box sx={{ maxWidth: 1280, mx: 'auto', pt: 2 }}>
          <Breadcrumbs />
          <Outlet />
        </Box>
      </Box>
    </Box>
  );
}
