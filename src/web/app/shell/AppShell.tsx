import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense, useState } from 'react';
import { useChangeFeed } from '../../lib/deployments/changeFeed';
import { createPageActionsRegistry, PageActionsContext } from '../../lib/pageActions';
import { Outlet, useNavigation } from 'react-router';
import { Deferred } from '../../ui/Deferred';
import { useNoticeShown } from '../../ui/notice';
import { lazyWithPreload, usePreloadWhenIdle } from '../../ui/lazyWithPreload';
import { Breadcrumbs } from './Breadcrumbs';
import { CopyIdAction } from './palette/CopyIdAction';
import { ParentPageActions } from './palette/ParentPageActions';
import { GuideOffer } from './guide/GuideOffer';
import { LazyCommandPalette, LazyGuidePanel, LazyShortcutsDialog } from './palette/lazyPalette';
import { startTypingAhead } from './palette/typedAhead';
import { useOrganizations } from './useShellContext';
import { useGlobalShortcuts } from './shortcuts/useGlobalShortcuts';
import { GUIDE_WIDTH, SIDEBAR_WIDTH } from './layout';
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
  // Wide enough for the guide to stand beside the page instead of over it.
  const roomForGuide = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
  // Undefined until first opened.
  const [drawerOpen, setDrawerOpen] = useState<boolean>();
  const navigation = useNavigation();
  usePreloadWhenIdle([NavigationProgress, LazyCommandPalette]);
  const [pageActions] = useState(createPageActionsRegistry);
  // Undefined until first opened, as the drawer.
  const [paletteOpen, setPaletteOpen] = useState<boolean>();
  const [shortcutsOpen, setShortcutsOpen] = useState<boolean>();
  const openPalette = () => {
    startTypingAhead();
    setShortcutsOpen((open) => (open ? false : open));
    setPaletteOpen(true);
  };
  const openShortcuts = () => setShortcutsOpen(true);
  // The guide is about the organization in view; only people have one offered.
  const { current, identity } = useOrganizations();
  const guideOrganizationId = identity.data?.kind === 'user' ? current?.id : undefined;
  const [guideOpen, setGuideOpen] = useState(false);
  useGlobalShortcuts({ openPalette, openShortcuts });
  useChangeFeed(current?.id);
  // On a narrow screen a notice lies along the bottom edge: the page's end gets room to scroll above it.
  const roomForNotice = useNoticeShown() && !wide;

  return (
    <PageActionsContext.Provider value={pageActions}>
      <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
        <CopyIdAction />
        <ParentPageActions />
        <TopBar
          onOpenNavigation={() => setDrawerOpen(true)}
          showMenuButton={!wide}
          onOpenPalette={openPalette}
          onShowShortcuts={openShortcuts}
          onShowGuide={guideOrganizationId ? () => setGuideOpen(true) : undefined}
        />
        {guideOrganizationId ? (
          <GuideOffer organizationId={guideOrganizationId} onOffer={() => setGuideOpen(true)} />
        ) : null}
        <Deferred when={guideOpen && guideOrganizationId !== undefined}>
          <LazyGuidePanel
            organizationId={guideOrganizationId ?? ''}
            docked={roomForGuide}
            onClose={() => setGuideOpen(false)}
          />
        </Deferred>
        <Deferred when={paletteOpen !== undefined}>
          <LazyCommandPalette open={paletteOpen === true} onClose={() => setPaletteOpen(false)} />
        </Deferred>
        <Deferred when={shortcutsOpen !== undefined}>
          <LazyShortcutsDialog open={shortcutsOpen === true} onClose={() => setShortcutsOpen(false)} />
        </Deferred>
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
        <Box
          component="main"
          sx={{ flexGrow: 1, minWidth: 0, px: { xs: 2, sm: 3, lg: 4 }, pb: roomForNotice ? '128px' : '48px' }}
        >
          <Toolbar variant="dense" />
          <Box sx={{ maxWidth: 1280, mx: 'auto', pt: 2 }}>
            <Breadcrumbs />
            <Outlet />
          </Box>
        </Box>
        {guideOpen && guideOrganizationId && roomForGuide ? (
          <Box sx={{ width: GUIDE_WIDTH, flexShrink: 0 }} aria-hidden />
        ) : null}
      </Box>
    </PageActionsContext.Provider>
  );
}
