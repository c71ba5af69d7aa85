import type { AnyService } from '../../../../contract';
import { ServiceStatusChip } from '../../../lib/deployments/StatusChips';
import { formatDateTime } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { TextLink } from '../../../ui/links';
import { Box, Stack, Typography } from '../../../ui/primitives';
import type { Column } from '../../../ui/table/tableView';
import { serviceSource } from './serviceSource';
import { serviceTypes } from './serviceTypes';

interface Place {
  organizationId: string;
  projectId: string;
  environmentId: string;
}

/** The columns of an environment's services: name (with its type's icon), status, type, source, last change. */
export function serviceColumns({ organizationId, projectId, environmentId }: Place): Column<AnyService>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      // On a phone a long name gives way, on two lines and then cut short, so that the status beside it stays in view.
      grow: true,
      sortValue: (service) => service.name,
      render: (service) => {
        const type = serviceTypes[service.service_type];
        return (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
            <Box
              component="span"
              role="img"
              aria-label={type.label}
              title={type.label}
              sx={{ display: 'inline-flex', flexShrink: 0, color: 'text.secondary' }}
            >
              {type.icon}
            </Box>
            <TextLink
              to={paths.service(organizationId, projectId, environmentId, type.kind, service.id)}
              truncate={service.name}
            >
              {service.name}
            </TextLink>
          </Stack>
        );
      },
    },
    {
      id: 'status',
      header: 'Status',
      render: (service) => <ServiceStatusChip environmentId={environmentId} serviceId={service.id} />,
    },
    {
      id: 'type',
      header: 'Type',
      width: 130,
      hideBelow: 'sm',
      sortValue: (service) => serviceTypes[service.service_type].label,
      render: (service) => serviceTypes[service.service_type].label,
    },
    {
      id: 'source',
      header: 'Source',
      grow: true,
      hideBelow: 'md',
      sortValue: serviceSource,
      render: (service) => {
        const source = serviceSource(service);
        return (
          <Typography
            variant="body2"
            noWrap
            title={source}
            sx={{ fontFamily: 'monospace', fontSize: 13, color: 'text.secondary' }}
          >
            {source}
          </Typography>
        );
      },
    },
    {
      id: 'updated',
      header: 'Updated',
      width: 170,
      // The least telling column goes first: the others then fit a table beside the sidebar and the guide.
      hideBelow: 'lg',
      sortValue: (service) => service.updated_at ?? service.created_at,
      render: (service) => formatDateTime(service.updated_at ?? service.created_at),
    },
  ];
}

/** What the search box looks through. */
export const serviceSearchText = (service: AnyService) =>
  `${service.name} ${service.description} ${serviceTypes[service.service_type].label} ${serviceSource(service)}`;
