import TimelineIcon from '@mui/icons-material/Timeline';
import { useQuery } from '@tanstack/react-query';
import { environmentHistoryQueryOptions } from '../../../../data/deployments/environmentHistory';
import { EmptyState } from '../../../../ui/EmptyState';
import { LoadingLines, PageState } from '../../../../ui/PageState';
import { DeploymentTimeline } from './DeploymentTimeline';

/**
 * The environment's latest deployment on the timeline. The read is the overview's (one entry per environment),
 * polled while the deployment runs: each answer's time is the end of what still runs, so the bars grow with it.
 */
export function LatestDeploymentTimeline({ environmentId }: { environmentId: string }) {
  const latest = useQuery(environmentHistoryQueryOptions(environmentId, 1));
  return (
    <PageState
      query={latest}
      action="view the latest deployment"
      pending={<LoadingLines lines={6} />}
      isEmpty={(data) => data.results.length === 0}
      empty={
        <EmptyState
          level={3}
          icon={<TimelineIcon />}
          title="No deployment yet"
          description="Deploy the environment and its deployment is drawn here, stage by stage, as it runs."
        />
      }
    >
      {(data) =>
        data.results[0] ? (
          <DeploymentTimeline deployment={data.results[0]} now={latest.dataUpdatedAt} />
        ) : null
      }
    </PageState>
  );
}
