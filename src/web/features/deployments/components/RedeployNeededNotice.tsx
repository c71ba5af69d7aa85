import RedeployIcon from '@mui/icons-material/ReplayOutlined';
import { useQuery } from '@tanstack/react-query';
import { environmentDeploymentEndpoints, type AnyService, type Environment } from '../../../../contract';
import { useEnvironmentPermission } from '../../../data/environments/useEnvironmentPermission';
import { environmentServicesQueryOptions } from '../../../data/services/queries';
import { describeChanges, listed, servicesNeedingRedeploy } from '../../../lib/deployments/redeployNeeded';
import { useEnvironmentStatuses } from '../../../lib/deployments/statuses';
import { plural } from '../../../lib/format';
import { ActionButton } from '../../../ui/ActionButton';
import { Deferred } from '../../../ui/Deferred';
import { Alert, AlertTitle } from '../../../ui/primitives';
import { useDialogTarget } from '../../../ui/useDialogTarget';
import { selectedServicesRefusal } from '../model/selectedServicesActions';
import { LazySelectedServicesDialog } from './lazyDialogs';

const listOf = (list: { results: AnyService[] }) => list.results;

/**
 * "2 services need a redeploy" on the environment, naming each with what changed since its running version, and
 * Redeploy them: one request deploying those services with what was saved.
 */
export function RedeployNeededNotice({ environment }: { environment: Environment }) {
  const statuses = useEnvironmentStatuses(environment.id);
  const services = useQuery({ ...environmentServicesQueryOptions(environment.id), select: listOf });
  const permission = useEnvironmentPermission(
    environmentDeploymentEndpoints.deployServices,
    environment.organization.id,
    environment.id,
  );
  const confirming = useDialogTarget<readonly AnyService[]>();
  const outdated = servicesNeedingRedeploy(statuses.data);
  const chosen = (services.data ?? []).filter((service) =>
    outdated.some((status) => status.id === service.id),
  );
  if (outdated.length === 0) return null;
  const changesOf = new Map(outdated.map((status) => [status.id, status.configuration_changes]));
  const count = outdated.length;
  return (
    <Alert
      severity="warning"
      role="status"
      sx={{ mb: 2 }}
      action={
        <ActionButton
          size="small"
          color="inherit"
          sx={{ whiteSpace: 'nowrap' }}
          startIcon={<RedeployIcon />}
          onClick={() => confirming.show(chosen)}
          disabledReason={selectedServicesRefusal('deploy', chosen, statuses.data, permission)}
        >
          {count === 1 ? 'Redeploy it' : 'Redeploy them'}
        </ActionButton>
      }
    >
      <AlertTitle>
        {plural(count, 'service')} {count === 1 ? 'needs' : 'need'} a redeploy
      </AlertTitle>
      {chosen.length > 0
        ? `${listed(chosen.map((service) => `${service.name} (${describeChanges(changesOf.get(service.id))})`))}: changed since the running version was deployed.`
        : 'They run an older configuration than the one saved.'}
      <Deferred when={confirming.target !== undefined}>
        {confirming.target ? (
          <LazySelectedServicesDialog
            environmentId={environment.id}
            action="deploy"
            services={confirming.target}
            open={confirming.open}
            onClose={confirming.close}
            onDone={confirming.close}
          />
        ) : null}
      </Deferred>
    </Alert>
  );
}
