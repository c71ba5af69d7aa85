import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { WhoAmI } from '../../../contract';
import { roleLabel } from '../../lib/roleNames';
import { scopeLabels } from '../../lib/scopes';
import { Deferred } from '../../ui/Deferred';
import { sectionPath } from '../routeHandle';
import { LazyMenuPopup, useMenuButton } from './menu/useMenuButton';
import { useOrganizations, useRouteHandle } from './useShellContext';

type Membership = WhoAmI['organizations'][number];

/**
 * What a person may do in an organization is their role, named as Members names it ("Owner"); a token's is its
 * scope, which bounds its role.
 */
function standing(kind: WhoAmI['kind'] | undefined, organization: Membership): string {
  if (kind === 'api_token') return `API token · ${scopeLabels[organization.scope]} access`;
  return roleLabel(organization.role_id, organization.role_name);
}

/** The sidebar's organization picker: shows where you are and what you may do there; keeps the section. */
export function OrganizationSwitcher() {
  const { organizations, current, identity } = useOrganizations();
  const kind = identity.data?.kind;
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
            {standing(kind, current)}
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
            secondary: standing(kind, organization),
            to: sectionPath(section, organization.id),
            selected: organization.id === current.id,
          }))}
        />
      </Deferred>
    </>
  );
}
