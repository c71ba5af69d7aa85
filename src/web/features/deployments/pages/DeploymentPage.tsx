import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { DeploymentLogLine, LogQuery, ServiceDeployment } from '../../../../contract';
import { deploymentKeys } from '../../../data/deployments/keys';
import { isInFlight, serviceStates } from '../../../lib/deployments/serviceStates';
import { currentStatusPollInterval } from '../../../lib/deployments/statusPolling';
import { paths } from '../../../lib/paths';
import { ButtonLink } from '../../../ui/links';
import { RecordNotFound } from '../../../lib/notFound/RecordNotFound';
import { LoadingLines, PageState } from '../../../ui/PageState';
import { LogViewer } from '../../../ui/logs/LogViewer';
import { Box, Paper, Stack, Typography } from '../../../ui/primitives';
import { StatusChip } from '../../../ui/status/StatusChip';
import { deploymentQueryOptions, getDeploymentLogPage } from '../api/getDeployment';
import { latestLogPageQueryOptions } from '../api/usePagedLog';
import { DeploymentSteps } from '../components/DeploymentSteps';
import { DeploymentSummary } from '../components/DeploymentSummary';
import { useNow } from '../components/useNow';
import { usePagedLogView } from '../components/usePagedLogView';
import { toLogEntry } from '../model/format';
import { removedLogText } from '../model/logRetention';
import { actionWords } from '../model/words';
import { useServiceParams } from './useServiceParams';

const toLogEntries = (lines: readonly DeploymentLogLine[]) => lines.map((line) => toLogEntry(line));

/** One deployment of a service: its steps as a timeline and its log, both following it live while it runs. */
export function DeploymentPage() {
  const params = useServiceParams();
  const deployment = useQuery(deploymentQueryOptions(params.deploymentId));
  // The log's latest lines are asked for with the deployment, not after it.
  useQuery(
    latestLogPageQueryOptions(deploymentKeys.deploymentLogPages(params.deploymentId), (query, signal) =>
      getDeploymentLogPage(params.deploymentId, query, signal),
    ),
  );
  if (!params.kind) return null;
  const kind = params.kind;
  return (
    <PageState
      query={deployment}
      action="open this deployment"
      notFound={<RecordNotFound param="deploymentId" />}
    >
      {(data) => (
        <DeploymentView
          deployment={data}
          backTo={paths.serviceDeployments(
            params.organizationId,
            params.projectId,
            params.environmentId,
            kind,
            params.serviceId,
          )}
        />
      )}
    </PageState>
  );
}

function DeploymentView({ deployment, backTo }: { deployment: ServiceDeployment; backTo: string }) {
  const live = isInFlight(deployment.state);
  const now = useNow(live);
  const fetchLogPage = useCallback(
    (query: LogQuery, signal?: AbortSignal) => getDeploymentLogPage(deployment.id, query, signal),
    [deployment.id],
  );
  const log = usePagedLogView(
    deploymentKeys.deploymentLogPages(deployment.id),
    fetchLogPage,
    { live, pollMs: currentStatusPollInterval(true) },
    toLogEntries,
  );
  const { latest: logs, entries, paging } = log;
  const removed = log.removedByRetention;
  const title = `${actionWords[deployment.action]} of ${deployment.identifier.name}`;

  return (
    <Box component="section" aria-labelledby="deployment-title">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 2 }}
      >
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
          <Typography variant="h2" id="deployment-title">
            {title}
          </Typography>
          <StatusChip {...serviceStates[deployment.state]} live="Deployment status" />
        </Stack>
        <ButtonLink
          to={backTo}
          startIcon={<ArrowBackIcon />}
          sx={{ alignSelf: { xs: 'flex-start', sm: 'auto' } }}
        >
          All deployments
        </ButtonLink>
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', lg: '320px minmax(0, 1fr)' },
          gap: 3,
          alignItems: 'start',
        }}
      >
        <Stack spacing={2}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <DeploymentSummary deployment={deployment} now={now} />
          </Paper>
          <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="deployment-steps">
            <Typography variant="h3" id="deployment-steps" sx={{ mb: 1.5 }}>
              Steps
            </Typography>
            <DeploymentSteps deployment={deployment} now={now} />
          </Paper>
        </Stack>
        <Box component="section" aria-labelledby="deployment-log" sx={{ minWidth: 0 }}>
          <Typography variant="h3" id="deployment-log" sx={{ mb: 1.5 }}>
            Log
          </Typography>
          <PageState
            query={logs}
            action="read the log of this deployment"
            pending={<LoadingLines lines={8} />}
          >
            {() => (
              <LogViewer
                label="Deployment log"
                entries={entries}
                fileName={`${deployment.identifier.name}-${deployment.identifier.execution_id}.txt`}
                emptyText={
                  removed
                    ? removedLogText(removed.kept_deployments_per_service)
                    : live
                      ? 'Waiting for the first lines…'
                      : 'This deployment wrote no log lines.'
                }
                height={{ xs: 420, md: 560 }}
                paging={paging}
              />
            )}
          </PageState>
        </Box>
      </Box>
    </Box>
  );
}
