import { useMemo, useState } from 'react';
import type { AnyService, ServiceType } from '../../../../contract';
import { ServiceStatusChip } from '../../../lib/deployments/StatusChips';
import { formatDateTime } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { FilterChips, type FilterChipOption } from '../../../ui/FilterChips';
import { TextLink } from '../../../ui/links';
import { Box, Stack, Typography } from '../../../ui/primitives';
import { DataTable } from '../../../ui/table/DataTable';
import type { Column } from '../../../ui/table/tableView';
import { serviceSource } from './serviceSource';
import { serviceTypes } from './serviceTypes';

interface ServicesTableProps {
  organizationId: string;
  projectId: string;
  environmentId: string;
  services: AnyService[];
}

const typeOrder = Object.keys(serviceTypes) as ServiceType[];

/** The services of an environment, narrowed by type (toggle chips with counts) and by a search. */
export function ServicesTable({ organizationId, projectId, environmentId, services }: ServicesTableProps) {
  const [types, setTypes] = useState<ReadonlySet<ServiceType>>(new Set());

  const filters = useMemo<FilterChipOption<ServiceType>[]>(() => {
    const counts = new Map<ServiceType, number>();
    for (const service of services) {
      counts.set(service.service_type, (counts.get(service.service_type) ?? 0) + 1);
    }
    return typeOrder
      .filter((type) => counts.has(type))
      .map((type) => ({
        value: type,
        label: serviceTypes[type].plural,
        count: counts.get(type) ?? 0,
        icon: serviceTypes[type].icon,
      }));
  }, [services]);

  // A chosen type whose last service went away no longer has a chip to switch it off, so it stops counting.
  const active = new Set([...types].filter((type) => filters.some((filter) => filter.value === type)));
  const rows = active.size === 0 ? services : services.filter((service) => active.has(service.service_type));

  const columns: Column<AnyService>[] = [
    {
      id: 'name',
      header: 'Name',
      sortValue: (service) => service.name,
      render: (service) => {
        const type = serviceTypes[service.service_type];
        return (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Box
              component="span"
              role="img"
              aria-label={type.label}
              title={type.label}
              sx={{ display: 'inline-flex', color: 'text.secondary' }}
            >
              {type.icon}
            </Box>
            <TextLink to={paths.service(organizationId, projectId, environmentId, type.kind, service.id)}>
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
      hideBelow: 'sm',
      sortValue: (service) => service.updated_at ?? service.created_at,
      render: (service) => formatDateTime(service.updated_at ?? service.created_at),
    },
  ];

  return (
    <DataTable
      label="Services"
      columns={columns}
      rows={rows}
      getRowId={(service) => service.id}
      initialSort={{ column: 'name', direction: 'asc' }}
      search={{
        label: 'Search services',
        text: (service) =>
          `${service.name} ${service.description} ${serviceTypes[service.service_type].label} ${serviceSource(service)}`,
      }}
      toolbar={
        filters.length > 1 ? (
          <FilterChips label="Filter by type" options={filters} selected={active} onChange={setTypes} />
        ) : undefined
      }
      noRowsText="No services of the chosen types."
    />
  );
}
