import { useContext, useEffect, useMemo, useState } from 'react';
import type { AnyService, ServiceType } from '../../../../contract';
import { FilterChips, type FilterChipOption } from '../../../ui/FilterChips';
import { Stack } from '../../../ui/primitives';
import { DataTable } from '../../../ui/table/DataTable';
import { SearchBox } from '../../../ui/table/SearchBox';
import { SelectionBar } from '../../../ui/table/SelectionBar';
import { selectionColumn, useRowSelection } from '../../../ui/table/selection';
import { viewRows } from '../../../ui/table/tableView';
import { serviceColumns, serviceSearchText } from './serviceColumns';
import { ServiceSelectionActionsSlot } from './serviceSelectionSlot';
import { serviceTypes } from './serviceTypes';

interface ServicesTableProps {
  organizationId: string;
  projectId: string;
  environmentId: string;
  services: AnyService[];
}

const typeOrder = Object.keys(serviceTypes) as ServiceType[];
const rowId = (service: AnyService) => service.id;

/**
 * The services of an environment, narrowed by type (toggle chips with counts) and by a search. When app/ provides
 * actions for chosen services, each row gets a checkbox and a bar above the table offers them.
 */
export function ServicesTable({ organizationId, projectId, environmentId, services }: ServicesTableProps) {
  const selectionActions = useContext(ServiceSelectionActionsSlot);
  const [types, setTypes] = useState<ReadonlySet<ServiceType>>(new Set());
  const [needle, setNeedle] = useState('');
  const selection = useRowSelection();
  const [selectAll, setSelectAll] = useState<HTMLInputElement | null>(null);
  // Bumped when an action on the selection was accepted, to bring focus back to the table once its dialog closed.
  const [actedOn, setActedOn] = useState(0);
  useEffect(() => {
    if (actedOn > 0) selectAll?.focus();
  }, [actedOn, selectAll]);

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
  const ofTypes =
    active.size === 0 ? services : services.filter((service) => active.has(service.service_type));
  const rows = viewRows(ofTypes, [], { search: needle, searchText: serviceSearchText });
  // What the filters hide stays chosen (the confirmation names every service); a deleted service drops out.
  const chosen = services.filter((service) => selection.selected.has(service.id));

  const columns = serviceColumns({ organizationId, projectId, environmentId });
  if (selectionActions) {
    columns.unshift(
      selectionColumn({
        rows,
        getRowId: rowId,
        selection,
        rowLabel: (service) => `Select ${service.name}`,
        allLabel: 'Select all services',
        headerRef: setSelectAll,
      }),
    );
  }
  const clear = () => {
    selection.clear();
    selectAll?.focus();
  };

  return (
    <Stack>
      <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1.5 }}>
        <SearchBox label="Search services" value={needle} onChange={setNeedle} />
        {filters.length > 1 ? (
          <FilterChips label="Filter by type" options={filters} selected={active} onChange={setTypes} />
        ) : null}
      </Stack>
      {selectionActions ? (
        <SelectionBar label="Selected services" count={chosen.length} onClear={clear}>
          {selectionActions({
            organizationId,
            environmentId,
            services: chosen,
            onDone: () => {
              selection.clear();
              setActedOn((count) => count + 1);
            },
          })}
        </SelectionBar>
      ) : null}
      <DataTable
        label="Services"
        columns={columns}
        rows={rows}
        getRowId={rowId}
        initialSort={{ column: 'name', direction: 'asc' }}
        noRowsText={
          needle.trim() ? `Nothing matches “${needle.trim()}”.` : 'No services of the chosen types.'
        }
      />
    </Stack>
  );
}
