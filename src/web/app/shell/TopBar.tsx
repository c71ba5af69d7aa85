import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../lib/paths';
import { Logo } from '../../ui/Logo';
import { PRODUCT_NAME } from '../../ui/PageHeader';
import { HelpMenu } from './HelpMenu';
import { SearchButton } from './SearchButton';
import { ThemeModeMenu } from './ThemeModeMenu';
import { UserMenu } from './UserMenu';

export function TopBar({
  onOpenNavigation,
  showMenuButton,
  onOpenPalette,
  onShowShortcuts,
  onShowGuide,
}: {
  onOpenNavigation: () => void;
  showMenuButton: boolean;
  onOpenPalette: () => void;
  onShowShortcuts: () => void;
  onShowGuide: (() => void) | undefined;
}) {
  return (
    <AppBar component="header" position="fixed" sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar variant="dense" sx={{ gap: 1 }}>
        {showMenuButton ? (
          <IconButton edge="start" aria-label="Open navigation" onClick={onOpenNavigation}>
            <MenuIcon />
          </IconButton>
        ) : null}
        <Link
          component={RouterLink}
          to={paths.home()}
          underline="none"
          color="inherit"
          aria-label={PRODUCT_NAME}
          sx={{ display: 'flex', alignItems: 'center', gap: 1.25, fontWeight: 600 }}
        >
          <Logo size={26} />
          {/* On a phone the logo alone leaves the top bar's buttons room; the name would wrap onto two lines. */}
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' }, whiteSpace: 'nowrap' }}>
            {PRODUCT_NAME}
          </Box>
        </Link>
        <Box sx={{ flexGrow: 1, display: 'flex', justifyContent: 'center', minWidth: 0 }}>
          {showMenuButton ? null : <SearchButton onOpen={onOpenPalette} compact={false} />}
        </Box>
        {showMenuButton ? <SearchButton onOpen={onOpenPalette} compact /> : null}
        <HelpMenu onShowShortcuts={onShowShortcuts} onShowGuide={onShowGuide} />
        <ThemeModeMenu />
        <UserMenu />
      </Toolbar>
    </AppBar>
  );
}
