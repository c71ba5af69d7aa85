import { useQuery } from '@tanstack/react-query';
import { organizationEndpoints } from '../../../../contract';
import { usePermission } from '../../../lib/identity';
import { useRouteParam } from '../../../lib/routeParams';
import { PageState } from '../../../ui/PageState';
import { Alert, Paper, Typography } from '../../../ui/primitives';
import { organizationQueryOptions } from '../api/getOrganization';
import { GeneralSettingsForm } from '../components/GeneralSettingsForm';

export function GeneralSettingsPage() {
  const organizationId = useRouteParam('organizationId');
  const organization = useQuery(organizationQueryOptions(organizationId));
  const canEdit = usePermission(organizationEndpoints.edit, organizationId);

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="general-settings"
      sx={{ p: 3, maxWidth: 720 }}
    >
      <Typography variant="h2" id="general-settings">
        General
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, mb: 2.5 }}>
        How the organization is named and described across the console.
      </Typography>
      {!canEdit.allowed && !canEdit.pending ? (
        <Alert severity="info" sx={{ mb: 2.5 }}>
          Only admins can change these settings. {canEdit.reason}
        </Alert>
      ) : null}
      <PageState query={organization} action="view this organization's settings">
        {(data) => <GeneralSettingsForm organization={data} disabledReason={canEdit.reason} />}
      </PageState>
    </Paper>
  );
}
