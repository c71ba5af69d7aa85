import { useQuery } from '@tanstack/react-query';
import { useEnvironmentOutlet } from '../../../lib/outletContexts';
import { useEnvironmentStatus } from '../../../lib/deployments/statuses';
import { LoadingLines, PageState } from '../../../ui/PageState';
import { Box, Paper, Typography } from '../../../ui/primitives';
import { SectionHeader } from '../../../ui/SectionHeader';
import { environmentHistoryQueryOptions } from '../api/getEnvironmentHistory';
import { EnvironmentDeploymentActions } from '../components/EnvironmentDeploymentActions';
import { EnvironmentDeploymentProgress } from '../components/EnvironmentDeploymentProgress';
import { useOnChange } from '../components/useOnChange';

/**
 * The environment page's deployment panel: its actions and its latest deployment progressing stage by stage and
 * service by service.
 */
export function EnvironmentDeploymentSection() {
  const { environment } = useEnvironmentOutlet();
  const latest = useQuery(environmentHistoryQueryOptions(environment.id, 1));
  // A deployment started or settled (seen by the shared statuses poll): the latest one has news.
  const status = useEnvironmentStatus(environment.id);
  useOnChange(
    status.data ? `${status.data.state}|${status.data.last_deployment_id ?? ''}` : undefined,
    () => {
      void latest.refetch();
    },
  );

  return (
    <Box component="section" aria-labelledby="environment-deployment" sx={{ mb: 4 }}>
      <SectionHeader
        id="environment-deployment"
        title="Deployment"
        actions={<EnvironmentDeploymentActions environment={environment} />}
      />
      <PageState
        query={latest}
        action="view the deployments of this environment"
        pending={<LoadingLines lines={3} />}
        isEmpty={(data) => data.results.length === 0}
        empty={
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Not deployed yet. Deploy environment runs every service, stage by stage: databases first, then
              applications and the rest.
            </Typography>
          </Paper>
        }
      >
        {(data) => (
          <EnvironmentDeploymentProgress
            organizationId={environment.organization.id}
            projectId={environment.project.id}
            deployment={data.results[0]!}
          />
        )}
      </PageState>
    </Box>
  );
}
