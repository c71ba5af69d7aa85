import { Stack } from '../../ui/primitives';
import { StatusChip, StatusChipSkeleton } from '../../ui/status/StatusChip';
import { EnvironmentRedeployNeededChip, RedeployNeededChip } from './RedeployNeeded';
import { formatDateTime } from '../format';
import { serviceStates } from './serviceStates';
import { useEnvironmentStatus, useProjectEnvironmentStatus, useServiceStatus } from './statuses';

/*
 * Status chips for every page that shows a service or an environment, whichever feature owns the page. Each reads
 * its environment's (or project's) one shared answer, so a list of fifty chips costs one request per poll.
 */

type Size = 'small' | 'medium';

const unknown = (size?: Size) => <StatusChip label="Unknown" tone="neutral" icon="unknown" size={size} />;
const lastDeployment = (date: string | null | undefined) =>
  date ? `Last deployment ${formatDateTime(date)}` : undefined;

export function ServiceStatusChip({
  environmentId,
  serviceId,
  size,
  live,
  id,
}: {
  environmentId: string;
  serviceId: string;
  size?: Size;
  /** See StatusChip's `live`. */
  live?: string;
  /** See StatusChip's `id` (the page header's chip, see `headerStatusId`). */
  id?: string;
}) {
  const status = useServiceStatus(environmentId, serviceId);
  if (status.isPending) return <StatusChipSkeleton />;
  if (!status.data) return unknown(size);
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <StatusChip
        {...serviceStates[status.data.state]}
        size={size}
        live={live}
        id={id}
        title={lastDeployment(status.data.last_deployment_date)}
      />
      <RedeployNeededChip status={status.data} size={size} />
    </Stack>
  );
}

/** The environment's state; in its page's header, a live region that an action can hand the focus to. */
export function EnvironmentStatusChip({
  environmentId,
  size,
  live,
  id,
}: {
  environmentId: string;
  size?: Size;
  live?: string;
  id?: string;
}) {
  const status = useEnvironmentStatus(environmentId);
  if (status.isPending) return <StatusChipSkeleton />;
  if (!status.data) return unknown(size);
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <StatusChip
        {...serviceStates[status.data.state]}
        size={size}
        live={live}
        id={id}
        title={lastDeployment(status.data.last_deployment_date)}
      />
      <EnvironmentRedeployNeededChip environmentId={environmentId} size={size} />
    </Stack>
  );
}

/** An environment's state in a list of the project's environments, from the project's one answer. */
export function ProjectEnvironmentStatusChip({
  projectId,
  environmentId,
}: {
  projectId: string;
  environmentId: string;
}) {
  const status = useProjectEnvironmentStatus(projectId, environmentId);
  if (status.isPending) return <StatusChipSkeleton />;
  if (!status.data) return unknown();
  return (
    <StatusChip
      {...serviceStates[status.data.state]}
      title={lastDeployment(status.data.last_deployment_date)}
    />
  );
}
