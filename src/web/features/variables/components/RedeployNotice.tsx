import { useQuery } from '@tanstack/react-query';
import type { VariableResponse } from '../../../../contract';
import {
  projectEnvironmentStatusesQueryOptions,
  serviceStatusesOf,
  useEnvironmentStatuses,
} from '../../../lib/deployments/statuses';
import { plural } from '../../../lib/format';
import { Alert, AlertTitle } from '../../../ui/primitives';
import type { VariableContext } from '../model/levels';

const TITLE = 'Redeploy needed';

/**
 * Says which services run with older variables than those saved (the API marks them OUT_OF_DATE on each change):
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
  const outdated = serviceStatusesOf(statuses.data).filter(
    (status) => status.service_deployment_status === 'OUT_OF_DATE' && (!serviceId || status.id === serviceId),
  );
  if (outdated.length === 0) return null;
  if (serviceId)
    return (
      <Alert severity="warning" role="status">
        <AlertTitle>{TITLE}</AlertTitle>
        This service runs with older variables than those saved: redeploy it to use them.
      </Alert>
    );
  const names = new Map((variables ?? []).map((variable) => [variable.service_id, variable.service_name]));
  const named = outdated
    .map((status) => names.get(status.id))
    .filter((name): name is string => Boolean(name));
  return (
    <Alert severity="warning" role="status">
      <AlertTitle>{TITLE}</AlertTitle>
      {plural(outdated.length, 'service')} of this environment run with older variables than those saved
      {named.length === outdated.length ? ` (${named.sort().join(', ')})` : ''}: redeploy them to use them.
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
      {plural(outdated.length, 'environment')} of this project have services running with older variables than
      those saved: redeploy them to use them.
    </Alert>
  );
}
