import { useQuery } from '@tanstack/react-query';
import type { VariableResponse } from '../../../../contract';
import {
  projectEnvironmentStatusesQueryOptions,
  useEnvironmentStatuses,
} from '../../../lib/deployments/statuses';
import { redeployReason, servicesNeedingRedeploy } from '../../../lib/deployments/redeployNeeded';
import { plural } from '../../../lib/format';
import { Alert, AlertTitle } from '../../../ui/primitives';
import type { VariableContext } from '../model/levels';

const TITLE = 'Redeploy needed';

/**
 * Says which services run an older configuration than the one saved, variables or settings (the API marks them
 * OUT_OF_DATE on each change, and says what changed), by the same rule as every other view of a service:
 * the page's service, the environment's services, or the project's environments.
 */
export function RedeployNotice({
  context,
  variables,
}: {
  context: VariableContext;
  /** Names the services by their built-ins, which carry each service's name. */
  variables: readonly VariableResponse[] | undefined;
}) {
  if (!context.environment) return <ProjectRedeployNotice projectId={context.project.id} />;
  return (
    <EnvironmentRedeployNotice
      environmentId={context.environment.id}
      serviceId={context.service?.id}
      variables={variables}
    />
  );
}

function EnvironmentRedeployNotice({
  environmentId,
  serviceId,
  variables,
}: {
  environmentId: string;
  serviceId: string | undefined;
  variables: readonly VariableResponse[] | undefined;
}) {
  const statuses = useEnvironmentStatuses(environmentId);
  if (!statuses.data) return null;
  const outdated = servicesNeedingRedeploy(statuses.data).filter(
    (status) => !serviceId || status.id === serviceId,
  );
  const [own] = outdated;
  if (!own) return null;
  if (serviceId)
    return (
      <Alert severity="warning" role="status">
        <AlertTitle>{TITLE}</AlertTitle>
        {redeployReason(own.configuration_changes)}
      </Alert>
    );
  const names = new Map((variables ?? []).map((variable) => [variable.service_id, variable.service_name]));
  const named = outdated
    .map((status) => names.get(status.id))
    .filter((name): name is string => Boolean(name));
  return (
    <Alert severity="warning" role="status">
      <AlertTitle>{TITLE}</AlertTitle>
      {plural(outdated.length, 'service')} of this environment run an older configuration than the one saved
      {named.length === outdated.length ? ` (${named.sort().join(', ')})` : ''}: redeploy them to run it.
    </Alert>
  );
}

function ProjectRedeployNotice({ projectId }: { projectId: string }) {
  const statuses = useQuery(projectEnvironmentStatusesQueryOptions(projectId));
  const outdated =
    statuses.data?.results.filter((status) => status.deployment_status === 'OUT_OF_DATE') ?? [];
  if (outdated.length === 0) return null;
  return (
    <Alert severity="warning" role="status">
      <AlertTitle>{TITLE}</AlertTitle>
      {plural(outdated.length, 'environment')} of this project have services running an older configuration
      than the one saved: redeploy them to run it.
    </Alert>
  );
}
