import type { OrganizationService, Pagination } from '../../../../../contract';
import { serviceStates } from '../../../../lib/deployments/serviceStates';
import { formatDateTime } from '../../../../lib/format';
import { paths } from '../../../../lib/paths';
import { TextLink } from '../../../../ui/links';
import { Button, Stack, Typography } from '../../../../ui/primitives';
import { ServiceTypeIcon } from '../../../../ui/ServiceTypeIcon';
import { StatusChip } from '../../../../ui/status/StatusChip';
import { DataTable } from '../../../../ui/table/DataTable';
import type { Column } from '../../../../ui/table/tableView';
import { kindOf, kindPresentation } from '../../model/catalog';

const place = (service: OrganizationService) => `${service.project_name} / ${service.environment_name}`;

/** When the last deployment was made and what it ran, on two lines so that the column stays narrow. */
function LastDeployment({ service }: { service: OrganizationService }) {
  const last = service.last_deployment;
  if (!last) return <>Never</>;
  const version = last.git_commit_id?.slice(0, 7) ?? last.image_tag ?? last.chart_version;
  return (
    <>
      <Typography variant="body2" noWrap>
        {formatDateTime(last.created_at)}
      </Typography>
      {version ? (
        <Typography
          variant="caption"
          component="p"
          sx={{ color: 'text.secondary', fontFamily: 'monospace' }}
          noWrap
        >
          {version}
        </Typography>
      ) : null}
    </>
  );
}

/** One page of the organization's services, in the order the server sorted them; each links to its page. */
export function AllServicesTable({
  organizationId,
  services,
}: {
  organizationId: string;
  services: OrganizationService[];
}) {
  const columns: Column<OrganizationService>[] = [
    {
      id: 'name',
      header: 'Service',
      grow: true,
      render: (service) => (
        <>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
            <ServiceTypeIcon type={service.service_type} />
            <TextLink
              to={paths.service(
                organizationId,
                service.project_id,
                service.environment_id,
                kindOf(service.service_type),
                service.id,
              )}
            >
              {service.name}
            </TextLink>
          </Stack>
          {/* On a phone the project and environment columns are hidden: they show under the name. */}
          <Typography
            variant="caption"
            component="p"
            sx={{ color: 'text.secondary', display: { md: 'none' } }}
            noWrap
          >
            {place(service)}
          </Typography>
        </>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      width: 150,
      render: (service) => <StatusChip {...serviceStates[service.state]} />,
    },
    {
      id: 'kind',
      header: 'Kind',
      width: 110,
      hideBelow: 'sm',
      render: (service) => kindPresentation[kindOf(service.service_type)].label,
    },
    {
      id: 'place',
      header: 'Project / environment',
      grow: true,
      hideBelow: 'md',
      render: (service) => (
        <TextLink to={paths.environment(organizationId, service.project_id, service.environment_id)}>
          {place(service)}
        </TextLink>
      ),
    },
    {
      id: 'cluster',
      header: 'Cluster',
      width: 140,
      // Beside the guide's panel a 1440 px window leaves the table some 730 px: the cluster goes first.
      hideBelow: 'xl',
      render: (service) => service.cluster_name,
    },
    {
      id: 'lastDeployment',
      header: 'Last deployment',
      width: 180,
      hideBelow: 'md',
      render: (service) => <LastDeployment service={service} />,
    },
  ];
  return <DataTable label="Services" columns={columns} rows={services} getRowId={(service) => service.id} />;
}

/** Previous and next pages of a list the server pages, saying where the reader is. */
export function ServicesPager({
  page,
  pagination,
  onPage,
}: {
  page: number;
  pagination: Pagination | undefined;
  onPage: (page: number) => void;
}) {
  if (!pagination || pagination.total_pages <= 1) return null;
  const { total_pages: pages, total_count: total } = pagination;
  return (
    <Stack
      component="nav"
      aria-label="Pages of services"
      direction="row"
      spacing={1}
      sx={{ mt: 2, alignItems: 'center', justifyContent: 'flex-end' }}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary' }} aria-live="polite">
        Page {page} of {pages} · {total} services
      </Typography>
      <Button onClick={() => onPage(page - 1)} disabled={page <= 1}>
        Previous
      </Button>
      <Button onClick={() => onPage(page + 1)} disabled={page >= pages}>
        Next
      </Button>
    </Stack>
  );
}
