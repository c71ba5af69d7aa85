import { plural } from '../format';
import { StatusChip } from '../../ui/status/StatusChip';
import { needsRedeploy, redeployReason, servicesNeedingRedeploy } from './redeployNeeded';
import type { ServiceStatus } from '../../../contract';
import { useEnvironmentStatuses } from './statuses';

type Size = 'small' | 'medium';

/** "Redeploy needed" beside a service's state while it runs an older configuration than the one saved. */
export function RedeployNeededChip({ status, size }: { status: ServiceStatus; size?: Size | undefined }) {
  if (!needsRedeploy(status)) return null;
  return (
    <StatusChip
      label="Redeploy needed"
      tone="warning"
      icon="warning"
      size={size}
      title={redeployReason(status.configuration_changes)}
    />
  );
}

/** "2 services need a redeploy" beside an environment's state, from the same answer as its chips. */
export function EnvironmentRedeployNeededChip({
  environmentId,
  size,
}: {
  environmentId: string;
  size?: Size;
}) {
  const statuses = useEnvironmentStatuses(environmentId);
  const count = servicesNeedingRedeploy(statuses.data).length;
  if (count === 0) return null;
  return (
    <StatusChip
      label={`${plural(count, 'service')} ${count === 1 ? 'needs' : 'need'} a redeploy`}
      tone="warning"
      icon="warning"
      size={size}
      title="They run an older configuration than the one saved: redeploy them to run it."
    />
  );
}
