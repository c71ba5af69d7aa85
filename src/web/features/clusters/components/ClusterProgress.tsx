import { useQuery } from '@tanstack/react-query';
import type { ClusterExecution } from '../../../../contract';
import { formatDateTime, formatDuration, secondsBetween } from '../../../lib/format';
import { Box, Paper, Stack, Typography } from '../../../ui/primitives';
import { StepTimeline, type TimelineStatus } from '../../../ui/StepTimeline';
import { clusterExecutionsQueryOptions, clusterLogsQueryOptions, PROGRESS_POLL_MS } from '../api/queries';

const stepStatus: Record<ClusterExecution['steps'][number]['status'], TimelineStatus> = {
  PENDING: 'pending',
  RUNNING: 'running',
  SUCCESS: 'success',
  ERROR: 'error',
  SKIP: 'skipped',
};

const actionTitles: Record<ClusterExecution['action'], string> = {
  INSTALL: 'Install',
  UPGRADE: 'Upgrade',
  STOP: 'Stop',
};

const isOpen = (execution: ClusterExecution | undefined) =>
  execution?.status === 'QUEUED' || execution?.status === 'RUNNING';

/** The latest install, upgrade or stop: its steps and its log, followed live while it runs. */
export function ClusterProgress({
  organizationId,
  clusterId,
  installed,
}: {
  organizationId: string;
  clusterId: string;
  /** Whether the cluster already runs (one made before the platform managed it has no install to show). */
  installed: boolean;
}) {
  const executions = useQuery({
    ...clusterExecutionsQueryOptions(organizationId, clusterId),
    refetchInterval: (query) => (isOpen(query.state.data?.results[0]) ? PROGRESS_POLL_MS : false),
  });
  const latest = executions.data?.results[0];
  const logs = useQuery({
    ...clusterLogsQueryOptions(organizationId, clusterId),
    enabled: latest !== undefined,
    refetchInterval: isOpen(latest) ? PROGRESS_POLL_MS : false,
  });
  if (!latest) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {installed
          ? 'No install, upgrade or stop has run on this cluster from the platform yet.'
          : 'Nothing has run on this cluster yet: install it to create it in your cloud account.'}
      </Typography>
    );
  }
  // Steps under way are timed up to the latest answer, which the polling renews.
  const now = executions.dataUpdatedAt;
  const title = `${actionTitles[latest.action]}${latest.target_version ? ` to Kubernetes ${latest.target_version}` : ''}`;
  return (
    <Stack spacing={2}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {title} · started {formatDateTime(latest.started_at ?? latest.created_at)}
        {latest.ended_at ? ` · ended ${formatDateTime(latest.ended_at)}` : ''}
      </Typography>
      <StepTimeline
        label={`Steps of the ${actionTitles[latest.action].toLowerCase()}${
          latest.target_version ? ` to Kubernetes ${latest.target_version}` : ''
        }`}
        steps={latest.steps.map((step) => ({
          key: step.name,
          label: step.title,
          status: stepStatus[step.status],
          duration: step.started_at
            ? formatDuration(secondsBetween(step.started_at, step.ended_at, now))
            : undefined,
        }))}
      />
      <Paper
        variant="outlined"
        role="log"
        aria-label="Cluster log"
        sx={{ p: 1.5, maxHeight: 320, overflow: 'auto', fontFamily: 'monospace', fontSize: 12.5 }}
      >
        {(logs.data?.results ?? []).map((line) => (
          <Box
            key={line.id}
            sx={{
              display: 'flex',
              gap: 1.5,
              color:
                line.level === 'ERROR'
                  ? 'error.main'
                  : line.level === 'WARNING'
                    ? 'warning.main'
                    : 'text.primary',
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
            }}
          >
            <Box component="span" sx={{ color: 'text.secondary', flexShrink: 0 }}>
              {new Date(line.created_at).toLocaleTimeString('en-GB')}
            </Box>
            <span>{line.message}</span>
          </Box>
        ))}
      </Paper>
    </Stack>
  );
}
