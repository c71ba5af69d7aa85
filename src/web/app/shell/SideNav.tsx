import FolderIcon from '@mui/icons-material/FolderOutlined';
import HubIcon from '@mui/icons-material/HubOutlined';
import ServicesIcon from '@mui/icons-material/AppsOutlined';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink, useMatch } from 'react-router';
import { paths, routePatterns } from '../../lib/paths';
import { isDefaultBaseUrl } from '../../lib/session/sessionStore';
import { useSession } from '../../lib/session/useSession';
import { OrganizationSwitcher } from './OrganizationSwitcher';
import { useOrganizations } from './useShellContext';

/** The sidebar: organization, then the sections of the console. */
export function SideNav({ onNavigate }: { onNavigate?: () => void }) {
  const { currentId } = useOrganizations();
  const { baseUrl } = useSession();
  return (
    <Box
      component="nav"
      aria-label="Main"
      sx={{ display: 'flex', flexDirection: 'column', flexGrow: 1, minHeight: 0, pt: 1.5 }}
    >
      <OrganizationSwitcher />
      <Box sx={{ mt: 1.5, flexGrow: 1 }}>
        {currentId ? (
          <List dense sx={{ px: 1 }}>
            <NavItem
              to={paths.projects(currentId)}
              pattern={`${routePatterns.projects}/*`}
              icon={<FolderIcon fontSize="small" />}
              label="Projects"
              onNavigate={onNavigate}
            />
            <NavItem
              to={paths.allServices(currentId)}
              pattern={routePatterns.allServices}
              icon={<ServicesIcon fontSize="small" />}
              label="All services"
              onNavigate={onNavigate}
            />
            <NavItem
              to={paths.clusters(currentId)}
              pattern={`${routePatterns.clusters}/*`}
              icon={<HubIcon fontSize="small" />}
              label="Clusters"
              onNavigate={onNavigate}
            />
            <NavItem
              to={paths.settings(currentId)}
              pattern={`${routePatterns.settings}/*`}
              icon={<SettingsIcon fontSize="small" />}
              label="Organization settings"
              onNavigate={onNavigate}
            />
          </List>
        ) : null}
      </Box>
      {/* The API's address matters only to those who pointed the console at another site than its own. */}
      {isDefaultBaseUrl(baseUrl) ? null : (
        <Box sx={{ px: 2, py: 1.5, borderTop: 1, borderColor: 'divider' }}>
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
            API
          </Typography>
          <Typography variant="caption" component="p" noWrap title={baseUrl} sx={{ fontFamily: 'monospace' }}>
            {baseUrl}
          </Typography>
        </Box>
      )}
    </Box>
  );
}

interface NavItemProps {
  to: string;
  pattern: string;
  icon: ReactNode;
  label: string;
  onNavigate: (() => void) | undefined;
}

function NavItem({ to, pattern, icon, label, onNavigate }: NavItemProps) {
  const active = Boolean(useMatch(pattern));
  return (
    <ListItem disablePadding sx={{ mb: 0.25 }}>
      <ListItemButton
        component={RouterLink}
        to={to}
        selected={active}
        aria-current={active ? 'page' : undefined}
        onClick={onNavigate}
        sx={{ borderRadius: 1, px: 1.5 }}
      >
        <ListItemIcon>{icon}</ListItemIcon>
        <ListItemText
          primary={label}
          slotProps={{ primary: { variant: 'body2', sx: { fontWeight: active ? 600 : 500 } } }}
        />
      </ListItemButton>
    </ListItem>
  );
}
