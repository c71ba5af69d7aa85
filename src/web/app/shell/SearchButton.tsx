import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { LazyCommandPalette } from './palette/lazyPalette';
import { commandKey } from './shortcuts/shortcuts';

/** The top bar's way into the command palette: a search box on wide screens, an icon on narrow ones. */
export function SearchButton({ onOpen, compact }: { onOpen: () => void; compact: boolean }) {
  const command = commandKey();
  const shared = {
    onClick: onOpen,
    'aria-keyshortcuts': command === '⌘' ? 'Meta+K' : 'Control+K',
    'aria-haspopup': 'dialog' as const,
    onPointerEnter: () => void LazyCommandPalette.preload(),
    onFocus: () => void LazyCommandPalette.preload(),
  };
  if (compact) {
    return (
      <IconButton aria-label="Search" title={`Search (${command}+K)`} {...shared}>
        <SearchIcon />
      </IconButton>
    );
  }
  return (
    <Button
      variant="outlined"
      color="inherit"
      startIcon={<SearchIcon />}
      {...shared}
      sx={{
        width: { md: 280, lg: 360 },
        justifyContent: 'flex-start',
        color: 'text.secondary',
        borderColor: 'divider',
        textTransform: 'none',
        fontWeight: 400,
      }}
    >
      Search
      <Box
        component="kbd"
        aria-hidden
        sx={{
          ml: 'auto',
          px: 0.75,
          border: 1,
          borderColor: 'divider',
          borderRadius: 0.75,
          fontFamily: 'inherit',
          fontSize: '0.75rem',
        }}
      >
        {command}+K
      </Box>
    </Button>
  );
}
