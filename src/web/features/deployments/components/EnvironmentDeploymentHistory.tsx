import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { EnvironmentDeployment } from '../../../../contract';
import { environmentHistoryPagesQueryOptions } from '../../../data/deployments/environmentHistory';
import { PageState } from '../../../ui/PageState';
import { Box, Button, Paper, Stack, Typography } from '../../../ui/primitives';
import { TableSkeleton } from '../../../ui/table/TableSkeleton';
import { historyCountText } from '../model/environmentHistory';
import { EnvironmentDeploymentsTable } from './EnvironmentDeploymentsTable';

interface EnvironmentDeploymentHistoryProps {
  organizationId: string;
  projectId: string;
  environmentId: string;
  onViewLog: (deployment: EnvironmentDeployment) => void;
}

/**
 * Every deployment of the environment, newest first, a page at a time: one opens its stages under its row, its log
 * in a dialog. Asked again with the environment's views when its shared status says a deployment started or ended
 * (`refreshViewsOnStatusChange`).
 */
export function EnvironmentDeploymentHistory({
  organizationId,
  projectId,
  environmentId,
  onViewLog,
}: EnvironmentDeploymentHistoryProps) {
  const history = useInfiniteQuery(environmentHistoryPagesQueryOptions(environmentId));
  const [openId, setOpenId] = useState<string | null>(null);

  return (
    <Box component="section" aria-labelledby="environment-deployment-history" sx={{ mt: 3 }}>
      <Typography variant="h3" id="environment-deployment-history" sx={{ mb: 1.5 }}>
        History
      </Typography>
      <PageState
        query={history}
        action="view the deployment history of this environment"
        pending={<TableSkeleton label="Loading the deployment history" />}
        isEmpty={(data) => data.pages[0]?.results.length === 0}
        empty={
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              No deployments yet: each deployment of the environment is listed here once it starts.
            </Typography>
          </Paper>
        }
      >
        {(data) => {
          const deployments = data.pages.flatMap((page) => page.results);
          const total = data.pages[0]?.pagination?.total_count ?? deployments.length;
          return (
            <Stack spacing={1.5}>
              <EnvironmentDeploymentsTable
                organizationId={organizationId}
                projectId={projectId}
                deployments={deployments}
                openId={openId}
                onToggle={(deployment) =>
                  setOpenId((open) => (open === deployment.id ? null : deployment.id))
                }
                onViewLog={onViewLog}
              />
              <Stack
                direction="row"
                spacing={2}
                sx={{ alignItems: 'center', justifyContent: 'space-between' }}
              >
                <Typography variant="body2" sx={{ color: 'text.secondary' }} aria-live="polite">
                  {historyCountText(deployments.length, total)}
                </Typography>
                {history.hasNextPage ? (
                  <Button
                    variant="outlined"
                    size="small"
                    loading={history.isFetchingNextPage}
                    onClick={() => void history.fetchNextPage()}
                  >
                    Load more
                  </Button>
                ) : null}
              </Stack>
            </Stack>
          );
        }}
      </PageState>
    </Box>
  );
}
