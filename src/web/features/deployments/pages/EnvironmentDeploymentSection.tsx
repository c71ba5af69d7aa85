import LogIcon from '@mui/icons-material/ReceiptLongOutlined';
import { useQuery } from '@tanstack/react-query';
import type { Environment, EnvironmentDeployment } from '../../../../contract';
import { environmentHistoryQueryOptions } from '../../../data/deployments/environmentHistory';
import { Deferred } from '../../../ui/Deferred';
import { LoadingLines, PageState } from '../../../ui/PageState';
import { Box, Button, Paper, Typography } from '../../../ui/primitives';
import { SectionHeader } from '../../../ui/SectionHeader';
import { useDialogTarget } from '../../../ui/useDialogTarget';
import { DeploymentQueue } from '../components/DeploymentQueue';
import { EnvironmentDeploymentActions } from '../components/EnvironmentDeploymentActions';
import { EnvironmentDeploymentHistory } from '../components/EnvironmentDeploymentHistory';
import { EnvironmentDeploymentProgress } from '../components/EnvironmentDeploymentProgress';
import { LazyEnvironmentLogDialog } from '../components/lazyDialogs';
import { RedeployNeededNotice } from '../components/RedeployNeededNotice';

/**
 * The environment page's deployment panel: its actions, its latest deployment progressing stage by stage and
 * service by service, the requests waiting behind it, its earlier deployments and any deployment's log.
 */
export function EnvironmentDeploymentSection({ environment }: { environment: Environment }) {
  const latest = useQuery(environmentHistoryQueryOptions(environment.id, 1));
  const reading = useDialogTarget<EnvironmentDeployment>();
  const latestDeployment = latest.data?.results[0];
  // The latest one keeps changing while it runs: the dialog follows the fresh copy.
  const shown =
    reading.target && reading.target.id === latestDeployment?.id ? latestDeployment : reading.target;

  return (
    <Box component="section" aria-labelledby="environment-deployment" sx={{ mb: 4 }}>
      <SectionHeader
        id="environment-deployment"
        title="Deployment"
        actions={<EnvironmentDeploymentActions environment={environment} />}
      />
      <RedeployNeededNotice environment={environment} />
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
            actions={
              <Button size="small" startIcon={<LogIcon />} onClick={() => reading.show(data.results[0]!)}>
                View log
              </Button>
            }
          />
        )}
      </PageState>
      <DeploymentQueue environment={environment} />
      <EnvironmentDeploymentHistory
        organizationId={environment.organization.id}
        projectId={environment.project.id}
        environmentId={environment.id}
        onViewLog={reading.show}
      />
      <Deferred when={shown !== undefined}>
        {shown ? (
          <LazyEnvironmentLogDialog
            key={shown.id}
            open={reading.open}
            onClose={reading.close}
            environmentName={environment.name}
            deployment={shown}
            latest={shown.id === latestDeployment?.id}
          />
        ) : null}
      </Deferred>
    </Box>
  );
}
