import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { deploymentStageEndpoints } from '../../../../contract';
import { useEnvironmentPermission } from '../../../data/environments/useEnvironmentPermission';
import { serviceLabelsQueryOptions, type ServiceLabel } from '../../../data/services/queries';
import { useRouteParam } from '../../../lib/routeParams';
import { LoadingLines } from '../../../ui/PageState';
import { Box } from '../../../ui/primitives';
import { SectionHeader } from '../../../ui/SectionHeader';
import { liveStagesQueryOptions } from '../api/getLiveStages';
import { StageBoard } from '../components/StageBoard';
import { LatestDeploymentTimeline } from '../components/timeline/LatestDeploymentTimeline';
import { StagesViewToggle, useStagesView } from '../components/timeline/StagesViewToggle';
import { PastDeploymentStages } from './PastDeploymentStages';

const noLabels: ReadonlyMap<string, ServiceLabel> = new Map();

/**
 * An environment's deployment stages as a board: the order its services deploy in, changed by dragging or from the
 * menus, with where its latest deployment stands. One request per environment for the live view. With
 * `?deployment=<id>`, one past deployment's stages as they ran instead; with `?view=timeline`, the deployment's
 * phases on one time axis rather than the board.
 */
export function EnvironmentStagesPage({ actions }: { actions?: ReactNode }) {
  const [search] = useSearchParams();
  const deploymentId = search.get('deployment');
  return deploymentId ? (
    <PastDeploymentStages deploymentId={deploymentId} />
  ) : (
    <CurrentStages actions={actions} />
  );
}

function CurrentStages({ actions }: { actions: ReactNode }) {
  const organizationId = useRouteParam('organizationId');
  const environmentId = useRouteParam('environmentId');
  const labels = useQuery(serviceLabelsQueryOptions(environmentId));
  const live = useQuery(liveStagesQueryOptions(environmentId));
  const [view, setView] = useStagesView();
  const canChange = useEnvironmentPermission(
    deploymentStageEndpoints.attachService,
    organizationId,
    environmentId,
  );

  return (
    <Box component="section" aria-labelledby="deployment-stages">
      <SectionHeader
        id="deployment-stages"
        title="Deployment stages"
        description="The order this environment's services deploy in when the whole environment deploys."
        actions={actions}
      />
      <Box sx={{ mb: 2 }}>
        <StagesViewToggle value={view} onChange={setView} />
      </Box>
      {view === 'timeline' ? (
        <LatestDeploymentTimeline environmentId={environmentId} />
      ) : /* Without the names (they failed to load), services are named by their ids rather than not shown. */
      labels.isPending ? (
        <LoadingLines lines={6} />
      ) : (
        <StageBoard
          environmentId={environmentId}
          serviceLabels={labels.data ?? noLabels}
          live={live.data}
          readOnlyReason={canChange.allowed || canChange.pending ? undefined : canChange.reason}
        />
      )}
    </Box>
  );
}
