import HistoryIcon from '@mui/icons-material/History';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { CommitKind, ServiceDeployment, ServiceKind } from '../../../../contract';
import { hasCommits } from '../../../data/commits/queries';
import { environmentHistoryQueryOptions } from '../../../data/deployments/environmentHistory';
import { useServiceStatus } from '../../../lib/deployments/statuses';
import { paths } from '../../../lib/paths';
import { EmptyState } from '../../../ui/EmptyState';
import { PageState } from '../../../ui/PageState';
import { Box, Stack } from '../../../ui/primitives';
import { SectionHeader } from '../../../ui/SectionHeader';
import { TableSkeleton } from '../../../ui/table/TableSkeleton';
import { serviceHistoryQueryOptions } from '../api/getServiceHistory';
import { DeploymentDurationsChart } from '../components/DeploymentDurationsChart';
import { DeploymentsTable, type Trigger } from '../components/DeploymentsTable';
import { deployedCommitOf, useRollBack } from '../components/RollBackAction';
import { useServiceParams } from './useServiceParams';

/** Environment deployments searched for who triggered each service deployment (a service's own history omits it). */
const TRIGGER_LOOKUP_PAGE_SIZE = 25;

/** The Deployments tab of a service: every deployment, newest first, each opening its deployment view. */
export function ServiceDeploymentsPage() {
  const params = useServiceParams();
  if (!params.kind) return null;
  return <ServiceDeployments {...params} kind={params.kind} />;
}

function ServiceDeployments({
  organizationId,
  projectId,
  environmentId,
  kind,
  serviceId,
}: ReturnType<typeof useServiceParams> & { kind: ServiceKind }) {
  const history = useQuery(serviceHistoryQueryOptions(kind, serviceId));
  const environmentHistory = useQuery(
    environmentHistoryQueryOptions(environmentId, TRIGGER_LOOKUP_PAGE_SIZE),
  );
  // Follows the service's status: a change refreshes both histories (lib/deployments/statusChangeRefresh.ts).
  useServiceStatus(environmentId, serviceId);

  const triggers = useMemo(
    () =>
      new Map<string, Trigger>(
        (environmentHistory.data?.results ?? []).map((request) => [
          request.id,
          { by: request.triggered_by, origin: request.origin },
        ]),
      ),
    [environmentHistory.data],
  );

  return (
    <Box component="section" aria-labelledby="service-deployments">
      <SectionHeader
        id="service-deployments"
        title="Deployments"
        description="Every deployment of this service, newest first, and how long the last ones took. Open one to follow its steps and read its log."
      />
      <PageState
        query={history}
        action="view the deployments of this service"
        pending={<TableSkeleton label="Loading deployments" />}
        isEmpty={(data) => data.results.length === 0}
        empty={
          <EmptyState
            level={3}
            icon={<HistoryIcon />}
            title="No deployments yet"
            description="Deploy the service (the Deploy button at the top) and its deployments will be listed here."
          />
        }
      >
        {(data) => {
          const table = {
            deployments: data.results,
            triggers,
            deploymentPath: (deployment: ServiceDeployment) =>
              paths.serviceDeployment(
                organizationId,
                projectId,
                environmentId,
                kind,
                serviceId,
                deployment.id,
              ),
          };
          return (
            <Stack spacing={2}>
              <DeploymentDurationsChart deployments={data.results} deploymentPath={table.deploymentPath} />
              {hasCommits(kind) ? (
                <CommitDeploymentsTable
                  {...table}
                  organizationId={organizationId}
                  environmentId={environmentId}
                  kind={kind}
                  serviceId={serviceId}
                />
              ) : (
                <DeploymentsTable {...table} />
              )}
            </Stack>
          );
        }}
      </PageState>
    </Box>
  );
}

/** The deployments of a service built from git, each past commit offering to roll back to it. */
function CommitDeploymentsTable({
  organizationId,
  environmentId,
  kind,
  serviceId,
  ...table
}: Parameters<typeof DeploymentsTable>[0] & {
  organizationId: string;
  environmentId: string;
  kind: CommitKind;
  serviceId: string;
}) {
  // The history is newest first: the newest deployment that put a commit in place is what runs.
  const running = table.deployments.map(deployedCommitOf).find((commit) => commit !== null) ?? null;
  const rollBack = useRollBack({
    organizationId,
    environmentId,
    kind,
    serviceId,
    serviceName: table.deployments[0]?.identifier.name ?? 'this service',
    runningCommit: running,
  });
  return (
    <>
      <DeploymentsTable {...table} rowAction={rollBack.button} />
      {rollBack.dialog}
    </>
  );
}
