import LogoutIcon from '@mui/icons-material/Logout';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useSignOut } from '../../features/auth/api/signOut';
import { identityQueryOptions } from '../../lib/identity';
import { Deferred } from '../../ui/Deferred';
import { LazyMenuPopup, useMenuButton } from './menu/useMenuButton';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '?';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** Who is signed in, and signing out. */
export function UserMenu() {
  const { data: identity } = useQuery(identityQueryOptions());
  const signOut = useSignOut();
  const menu = useMenuButton();
  const name = identity?.name ?? 'Account';

  return (
    <>
      <IconButton aria-label={`Account: ${name}`} {...menu.buttonProps}>
        <Avatar
          sx={{ width: 28, height: 28, fontSize: 13, bgcolor: 'primary.main', color: 'primary.contrastText' }}
        >
          {initials(name)}
        </Avatar>
      </IconButton>
      <Deferred when={menu.opened}>
        <LazyMenuPopup
          {...menu.popup}
          label="Account"
          align="right"
          header={
            <Box sx={{ px: 2, py: 1, maxWidth: 280 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
                {name}
              </Typography>
              <Typography variant="caption" sx={{ color: 'text.secondary' }} noWrap component="p">
                {identity?.kind === 'api_token' ? 'Signed in with an API token' : (identity?.email ?? '')}
              </Typography>
            </Box>
          }
          entries={[
            { key: 'sign-out', label: 'Sign out', icon: <LogoutIcon fontSize="small" />, onSelect: signOut },
          ]}
        />
      </Deferred>
    </>
  );
}
