import type { ReactNode } from 'react';
import type { EnvironmentDeployment, ServiceDeployment } from '../../../../contract';
import { formatDateTime } from '../../../lib/format';
import { isInFlight, serviceStates } from '../../../lib/deployments/serviceStates';
import { paths } from '../../../lib/paths';
import { TextLink } from '../../../ui/links';
import { Box, Paper, Stack, Typography } from '../../../ui/primitives';
import { StatusChip } from '../../../ui/status/StatusChip';
import { StepTimeline } from '../../../ui/StepTimeline';
import { isLive } from '../model/environmentHistory';
import { formatDuration, secondsBetween, triggerText } from '../model/format';
import { kindOfType } from '../model/kinds';
import { actionWords, stageTimelineStatus } from '../model/words';
import { useNow } from './useNow';

interface EnvironmentDeploymentProgressProps {
  organizationId: string;
  projectId: string;
  deployment: EnvironmentDeployment;
  /** At the end of the summary line, e.g. View log. */
  actions?: ReactNode;
  /**
   * `panel` (the latest deployment): framed, with who asked, when and how far it got; `stages` (a row of the history
   * opened, which says all that already): the stages only.
   */
  variant?: 'panel' | 'stages';
}

const skippedWords = (count: number) =>
  count === 1 ? '1 service skipped by the stage' : `${count} services skipped by the stage`;

/** The environment's latest deployment: who asked, how long it has run, and each stage with its services' states. */
export function EnvironmentDeploymentProgress({
  organizationId,
  projectId,
  deployment,
  actions,
  variant = 'panel',
}: EnvironmentDeploymentProgressProps) {
  const live = isLive(deployment);
  const now = useNow(live);
  const byId = new Map(deployment.services.map((service) => [service.identifier.service_id, service]));
  const done = deployment.services.filter((service) => !isInFlight(service.state)).length;
  const seconds =
    deployment.total_duration_sec ?? secondsBetween(deployment.started_at, deployment.ended_at, now);
  const who = triggerText(deployment.triggered_by, deployment.origin);

  const serviceLink = (service: ServiceDeployment) => (
    <Stack key={service.id} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <TextLink
        to={paths.serviceDeployment(
          organizationId,
          projectId,
          deployment.environment_id,
          kindOfType(service.identifier.service_type),
          service.identifier.service_id,
          service.id,
        )}
      >
        {service.identifier.name}
      </TextLink>
      <StatusChip {...serviceStates[service.state]} />
    </Stack>
  );

  const stages = (
    <StepTimeline
      label={
        variant === 'stages'
          ? `Stages of ${actionWords[deployment.action]}, ${formatDateTime(deployment.started_at ?? deployment.created_at)}`
          : 'Stages'
      }
      steps={deployment.stages.map((stage, index) => ({
        key: `${stage.stage_id ?? stage.name}-${index}`,
        label: stage.name,
        status: stageTimelineStatus[stage.status],
        duration:
          stage.started_at === null
            ? undefined
            : formatDuration(secondsBetween(stage.started_at, stage.ended_at, now)),
        detail: (
          <Stack spacing={0.5} sx={{ mt: 0.75 }}>
            <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap' }}>
              {stage.service_ids.flatMap((id) => {
                const service = byId.get(id);
                return service ? [serviceLink(service)] : [];
              })}
            </Stack>
            {stage.skipped_service_ids.length > 0 ? (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {skippedWords(stage.skipped_service_ids.length)}
              </Typography>
            ) : null}
            {stage.reason ? (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {stage.reason}
              </Typography>
            ) : null}
          </Stack>
        ),
      }))}
    />
  );
  if (variant === 'stages') return stages;

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h3" component="p">
            {actionWords[deployment.action]}
          </Typography>
          <StatusChip {...serviceStates[deployment.state]} />
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {deployment.started_at
              ? `Started ${formatDateTime(deployment.started_at)}`
              : 'Waiting in the queue'}
            {` by ${who}`}
            {seconds === null ? '' : ` · ${formatDuration(seconds)}`}
          </Typography>
          <Stack
            direction="row"
            spacing={1.5}
            sx={{ alignItems: 'center', ml: { sm: 'auto' }, width: { xs: '100%', sm: 'auto' } }}
          >
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {done} of {deployment.services.length} services done
            </Typography>
            {actions}
          </Stack>
        </Stack>
        {deployment.reason ? (
          <Typography variant="body2" role="alert" sx={{ color: 'error.main' }}>
            {deployment.reason}
          </Typography>
        ) : null}
        <Box>{stages}</Box>
      </Stack>
    </Paper>
  );
}
