import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { scopeLabels } from '../../lib/scopes';
import { Deferred } from '../../ui/Deferred';
import { sectionPath } from '../routeHandle';
import { LazyMenuPopup, useMenuButton } from './menu/useMenuButton';
import { useOrganizations, useRouteHandle } from './useShellContext';

/** The sidebar's organization picker: shows where you are and what you may do there; keeps the section. */
export function OrganizationSwitcher() {
  const { organizations, current, identity } = useOrganizations();
  const section = useRouteHandle()?.section;
  const menu = useMenuButton();

  if (identity.isPending) return <Skeleton variant="rounded" height={48} sx={{ mx: 1.5 }} />;
  if (!current) return null;

  return (
    <>
      <ButtonBase
        aria-label={`Switch organization (current: ${current.name})`}
        {...menu.buttonProps}
        sx={{
          mx: 1.5,
          px: 1.5,
          py: 1,
          gap: 1,
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
          justifyContent: 'space-between',
          textAlign: 'left',
          '&:hover': { bgcolor: 'action.hover' },
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
            {current.name}
          </Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {scopeLabels[current.scope]} access
          </Typography>
        </Box>
        <UnfoldMoreIcon fontSize="small" sx={{ color: 'text.secondary' }} />
      </ButtonBase>
      <Deferred when={menu.opened}>
        <LazyMenuPopup
          {...menu.popup}
          label="Organizations"
          entries={organizations.map((organization) => ({
            key: organization.id,
            label: organization.name,
            secondary: `${scopeLabels[organization.scope]} access`,
            to: sectionPath(section, organization.id),
            selected: organization.id === current.id,
          }))}
        />
      </Deferred>
    </>
  );
}
