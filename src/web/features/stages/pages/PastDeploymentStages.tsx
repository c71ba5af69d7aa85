import { useQuery } from '@tanstack/react-query';
import { pastDeploymentQueryOptions } from '../../../data/deployments/environmentHistory';
import { serviceLabelsQueryOptions } from '../../../data/services/queries';
import { formatDateTime } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useRouteParam } from '../../../lib/routeParams';
import { ButtonLink } from '../../../ui/links';
import { LoadingLines, PageState } from '../../../ui/PageState';
import { Box, Paper, Typography } from '../../../ui/primitives';
import { SectionHeader } from '../../../ui/SectionHeader';
import { StageBoard } from '../components/StageBoard';
import { DeploymentTimeline } from '../components/timeline/DeploymentTimeline';
import { StagesViewToggle, useStagesView } from '../components/timeline/StagesViewToggle';

/** One past deployment of the environment on the board, read-only, with its stages as they ran then. */
export function PastDeploymentStages({ deploymentId }: { deploymentId: string }) {
  const organizationId = useRouteParam('organizationId');
  const projectId = useRouteParam('projectId');
  const environmentId = useRouteParam('environmentId');
  const deployment = useQuery(pastDeploymentQueryOptions(environmentId, deploymentId));
  const labels = useQuery(serviceLabelsQueryOptions(environmentId));
  const current = paths.environmentStages(organizationId, projectId, environmentId);
  const [view, setView] = useStagesView();

  return (
    <Box component="section" aria-labelledby="past-deployment-stages">
      <SectionHeader
        id="past-deployment-stages"
        title="Deployment stages as they ran"
        description={
          deployment.data
            ? `The deployment started ${formatDateTime(deployment.data.started_at ?? deployment.data.created_at)}, read-only: later changes to the stages do not rewrite it.`
            : undefined
        }
        actions={
          <ButtonLink to={current} variant="outlined" size="small">
            Current stages
          </ButtonLink>
        }
      />
      <Box sx={{ mb: 2 }}>
        <StagesViewToggle value={view} onChange={setView} />
      </Box>
      <PageState
        query={deployment}
        action="open this deployment"
        pending={<LoadingLines lines={6} />}
        isEmpty={(found) => found === null}
        empty={
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              This deployment is not in the environment's history. Choose Current stages to see the stages as
              they are now, or open another deployment from the history on the Overview tab.
            </Typography>
          </Paper>
        }
      >
        {(found) => {
          if (!found) return null;
          return view === 'timeline' ? (
            <DeploymentTimeline deployment={found} now={deployment.dataUpdatedAt} />
          ) : (
            <StageBoard deployment={found} serviceLabels={labels.data} />
          );
        }}
      </PageState>
    </Box>
  );
}
