import HistoryIcon from '@mui/icons-material/History';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ServiceKind } from '../../../../contract';
import { environmentHistoryQueryOptions } from '../../../data/deployments/environmentHistory';
import { useServiceStatus } from '../../../lib/deployments/statuses';
import { paths } from '../../../lib/paths';
import { EmptyState } from '../../../ui/EmptyState';
import { PageState } from '../../../ui/PageState';
import { Box } from '../../../ui/primitives';
import { SectionHeader } from '../../../ui/SectionHeader';
import { TableSkeleton } from '../../../ui/table/TableSkeleton';
import { serviceHistoryQueryOptions } from '../api/getServiceHistory';
import { DeploymentsTable, type Trigger } from '../components/DeploymentsTable';
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
        description="Every deployment of this service, newest first. Open one to follow its steps and read its log."
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
        {(data) => (
          <DeploymentsTable
            deployments={data.results}
            triggers={triggers}
            deploymentPath={(deployment) =>
              paths.serviceDeployment(
                organizationId,
                projectId,
                environmentId,
                kind,
                serviceId,
                deployment.id,
              )
            }
          />
        )}
      </PageState>
    </Box>
  );
}
